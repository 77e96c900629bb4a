import { describe, expect, it } from 'vitest';
import { LABEL_KINDS } from '../lib/label-kinds';
import { labelKind } from '../lib/labels';
import { englishMessage, MESSAGE_SETS } from '../lib/message-sets';
import enLabels from './en/labels.json';
import enMessages from './en/messages.json';
import swLabels from './sw/labels.json';

// The `labels` and `messages` namespaces hold the domain's English words exactly: a label or a
// message changed in the domain fails here until both languages follow.

type Words = Record<string, Record<string, string>>;

describe('labels namespace', () => {
  const english = enLabels as Words;
  const kinds = [...LABEL_KINDS].map(
    ([map, kind]) => [kind, map as Record<string, string>] as const,
  );

  it('has one group per registered label map, and no other', () => {
    expect(Object.keys(english).sort()).toEqual(kinds.map(([kind]) => kind).sort());
  });

  it.each(kinds)('%s: the English words are the domain map exactly', (kind, map) => {
    expect(english[kind]).toEqual(map);
  });

  it.each(kinds)('%s: labelOf finds the map by its words (no two maps share them)', (kind, map) => {
    expect(labelKind(map)).toBe(kind);
  });

  it.each(kinds)('%s: Kiswahili has a word for every value', (kind, map) => {
    expect(Object.keys((swLabels as Words)[kind] ?? {}).sort()).toEqual(Object.keys(map).sort());
  });
});

describe('messages namespace', () => {
  const english = enMessages as Words;

  it('has one group per message set, and no other', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(MESSAGE_SETS).sort());
  });

  it.each(Object.entries(MESSAGE_SETS))(
    '%s: the English texts are the set exactly',
    (setName, set) => {
      const expected = Object.fromEntries(
        Object.entries(set).map(([name, message]) => [
          name,
          englishMessage(message, `${setName}.${name}`),
        ]),
      );
      expect(english[setName]).toEqual(expected);
    },
  );
});
