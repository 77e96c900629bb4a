import { z } from 'zod';

/**
 * Text that callables accept. No control characters (U+0000-U+001F, U+007F): a NUL or an escape
 * sequence in a name ends up in staff pages, logs and Auth, and nothing typed in a form needs
 * them. Multi-line fields (notes) may hold line breaks (\n) but nothing else of that range.
 */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_EXCEPT_NEWLINE = /[\u0000-\u0009\u000B-\u001F\u007F]/;

export const TEXT_MESSAGES = {
  controlCharacters: 'Remove the special (control) characters from this text',
  tooLong: (max: number) => `Use at most ${max} characters`,
  notText: 'Enter text',
} as const;

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_CHARACTERS_EXCEPT_NEWLINE : CONTROL_CHARACTERS).test(value);
}

export interface TextOptions {
  /** Longest accepted length (after trimming, when trimmed). */
  max: number;
  /** Line breaks (\n) allowed: notes and other multi-line fields. */
  multiline?: boolean;
  /** Trim white space at both ends before the checks (default true). */
  trim?: boolean;
  /** Messages to use instead of TEXT_MESSAGES. */
  messages?: { type?: string; tooLong?: string; controlCharacters?: string };
}

/**
 * A string field of a callable's input: at most `max` characters, no control characters. The
 * length is checked before anything else, so a huge string is refused without further work.
 */
export function textSchema({ max, multiline = false, trim = true, messages = {} }: TextOptions) {
  const base = z.string({ error: messages.type ?? TEXT_MESSAGES.notText });
  return (trim ? base.trim() : base)
    .max(max, { error: messages.tooLong ?? TEXT_MESSAGES.tooLong(max) })
    .refine((value) => !hasControlCharacters(value, { multiline }), {
      error: messages.controlCharacters ?? TEXT_MESSAGES.controlCharacters,
    });
}
