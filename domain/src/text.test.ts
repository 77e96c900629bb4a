import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES, hasControlCharacters, textSchema } from './text';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('textSchema', () => {
  const name = textSchema({ max: 20 });
  const notes = textSchema({ max: 20, multiline: true });

  it('accepts ordinary text, trimmed, and letters of any script', () => {
    expect(name.parse('  Amina Wanjiru ')).toBe('Amina Wanjiru');
    expect(name.parse('Zoë Ñúñez-Ōtake')).toBe('Zoë Ñúñez-Ōtake');
    expect(name.parse('a/b ..')).toBe('a/b ..');
  });

  it.each([
    ['NUL', 'Amina\u0000'],
    ['a bell', 'a\u0007b'],
    ['an escape', '\u001B[31mred'],
    ['DEL', 'a\u007Fb'],
    ['a tab', 'a\tb'],
    ['a carriage return', 'a\rb'],
    ['a newline in a single-line field', 'a\nb'],
  ])('refuses %s', (_what, value) => {
    const result = name.safeParse(value);
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(TEXT_MESSAGES.controlCharacters);
  });

  it('lets multi-line fields keep line breaks, and nothing else of the control range', () => {
    expect(notes.parse('line 1\nline 2')).toBe('line 1\nline 2');
    expect(notes.safeParse('line 1\r\nline 2').success).toBe(false);
    expect(notes.safeParse('a\u0000').success).toBe(false);
  });

  it('refuses text over the maximum, a 1 MB string first of all', () => {
    expect(firstMessage(name.safeParse('a'.repeat(21)))).toBe(TEXT_MESSAGES.tooLong(20));
    expect(firstMessage(name.safeParse(`\u0000${'a'.repeat(1024 * 1024)}`))).toBe(
      TEXT_MESSAGES.tooLong(20),
    );
  });

  it.each([null, 5, [], {}, true])('refuses the non-string %j', (value) => {
    expect(firstMessage(name.safeParse(value))).toBe(TEXT_MESSAGES.notText);
  });

  it('uses the messages it is given', () => {
    const custom = textSchema({ max: 3, messages: { tooLong: 'short please', type: 'text!' } });
    expect(firstMessage(custom.safeParse('abcd'))).toBe('short please');
    expect(firstMessage(custom.safeParse(1))).toBe('text!');
  });
});

describe('hasControlCharacters', () => {
  it('finds U+0000-U+001F and U+007F, and allows \\n only in multi-line text', () => {
    for (let code = 0; code <= 0x1f; code += 1) {
      expect(hasControlCharacters(String.fromCharCode(code))).toBe(true);
      expect(hasControlCharacters(String.fromCharCode(code), { multiline: true })).toBe(
        code !== 0x0a,
      );
    }
    expect(hasControlCharacters('\u007F')).toBe(true);
    expect(hasControlCharacters(' ~é\u00A0')).toBe(false);
  });
});
