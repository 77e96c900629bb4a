import { describe, expect, it } from 'vitest';
import { ID_MESSAGES, documentIdSchema, isDocumentId } from './ids';

const MEGABYTE = 'a'.repeat(1024 * 1024);

describe('documentIdSchema', () => {
  it.each([
    'a',
    'passport-renewal',
    'session_1',
    'Xy7Kq2mN9pLr3Tv5Wz8B', // a Firestore auto-id
    '5f3c9d2e-8b1a-4c6f-9e2d-7a1b3c4d5e6f', // a UUID
    'demo-admin',
    '_x',
    'x__',
    '__x',
    'a'.repeat(128),
  ])('accepts %s', (id) => {
    expect(documentIdSchema().safeParse(id).success).toBe(true);
    expect(isDocumentId(id)).toBe(true);
  });

  it.each([
    ['a path', 'a/b'],
    ['a leading slash', '/a'],
    ['the parent segment', '..'],
    ['the current segment', '.'],
    ['a reserved id', '__x__'],
    ['an empty reserved id', '____'],
    ['the empty string', ''],
    ['a space', 'a b'],
    ['a NUL character', 'a\u0000b'],
    ['a newline', 'a\nb'],
    ['a non-ASCII letter', 'café'],
    ['129 characters', 'a'.repeat(129)],
    ['1 MB', MEGABYTE],
    ['a backtick', 'a`b'],
  ])('refuses %s', (_what, id) => {
    const result = documentIdSchema('The appointment id is not valid').safeParse(id);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The appointment id is not valid');
    expect(isDocumentId(id)).toBe(false);
  });

  it.each([null, undefined, 42, -1, true, [], ['a'], { id: 'a' }])(
    'refuses the non-string %j with the same message',
    (value) => {
      const result = documentIdSchema().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ID_MESSAGES.invalidId);
      expect(isDocumentId(value)).toBe(false);
    },
  );
});
