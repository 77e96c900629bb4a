import { describe, expect, it } from 'vitest';
import {
  isCurrentDisplay,
  serviceNameIn,
  serviceNamesOf,
  serviceQueueSchema,
} from './queue-display';

describe('isCurrentDisplay', () => {
  const now = new Date('2026-11-21T07:00:00Z');

  it('holds until its validUntil, not at or after it', () => {
    expect(isCurrentDisplay({ validUntil: new Date('2026-11-21T21:00:00Z') }, now)).toBe(true);
    expect(isCurrentDisplay({ validUntil: now }, now)).toBe(false);
    expect(isCurrentDisplay({ validUntil: new Date('2026-11-20T21:00:00Z') }, now)).toBe(false);
  });

  it('does not hold without a validUntil (a display written before the field existed)', () => {
    expect(isCurrentDisplay({ validUntil: null }, now)).toBe(false);
  });
});

describe("a line's service names", () => {
  it('takes the English name and each translation that has a name', () => {
    expect(
      serviceNamesOf({
        name: 'National ID card',
        translations: { sw: { name: 'Kitambulisho cha taifa', summary: 'Omba' } },
      }),
    ).toEqual({ en: 'National ID card', sw: 'Kitambulisho cha taifa' });
    expect(serviceNamesOf({ name: 'Notary', translations: { sw: { summary: 'x' } } })).toEqual({
      en: 'Notary',
    });
    expect(serviceNamesOf({ name: '' })).toEqual({});
  });

  it('names a line in the language, else in English, else not at all', () => {
    const names = { en: 'National ID card', sw: 'Kitambulisho cha taifa' };
    expect(serviceNameIn(names, 'sw')).toBe('Kitambulisho cha taifa');
    expect(serviceNameIn({ en: 'Notary' }, 'sw')).toBe('Notary');
    expect(serviceNameIn({}, 'en')).toBeUndefined();
  });

  it('reads a summary written before lines carried names (or with a bad one) as nameless', () => {
    expect(serviceQueueSchema.parse({ waiting: 2 }).names).toEqual({});
    expect(serviceQueueSchema.parse({ names: { en: 'Passport', sw: 7 } }).names).toEqual({});
    expect(serviceQueueSchema.parse({ names: { en: '' } }).names).toEqual({});
    expect(serviceQueueSchema.parse({ names: { en: 'Passport', sw: 'Pasipoti' } }).names).toEqual({
      en: 'Passport',
      sw: 'Pasipoti',
    });
  });
});
