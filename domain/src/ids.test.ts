import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ID_MESSAGES, documentIdSchema, isDocumentId, requiredIdOf, requiredIdSchema } from './ids';

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

describe('requiredIdSchema', () => {
  const schema = z.strictObject({ visitId: requiredIdSchema('That visit was not found') });
  const firstIssue = (data: unknown) => schema.safeParse(data).error?.issues[0];

  it('accepts a document id as sent', () => {
    expect(schema.parse({ visitId: 'Xy7Kq2mN9pLr3Tv5Wz8B' })).toEqual({
      visitId: 'Xy7Kq2mN9pLr3Tv5Wz8B',
    });
  });

  it("leaves a missing or non-text id to zod's invalid_type", () => {
    for (const data of [{}, { visitId: undefined }, { visitId: null }, { visitId: 42 }]) {
      expect(firstIssue(data)).toMatchObject({ code: 'invalid_type', path: ['visitId'] });
    }
  });

  it.each(['', ' ', '   ', '\t\n'])("refuses the empty or blank %j with zod's too_small", (id) => {
    const issues = schema.safeParse({ visitId: id }).error?.issues;
    expect(issues).toHaveLength(1);
    expect(issues?.[0]).toMatchObject({ code: 'too_small', origin: 'string', path: ['visitId'] });
  });

  it.each(['a/b', '..', '__x__', ' a', 'a b', 'a'.repeat(129)])(
    "refuses any other malformed id %j with the entity's message",
    (id) => {
      expect(firstIssue({ visitId: id })?.message).toBe('That visit was not found');
    },
  );

  it('keeps the default message', () => {
    expect(requiredIdSchema().safeParse('a/b').error?.issues[0]?.message).toBe(
      ID_MESSAGES.invalidId,
    );
  });

  it('may be optional or nullable: left out or null passes, an empty id does not', () => {
    const optional = requiredIdSchema().optional();
    expect(optional.safeParse(undefined).success).toBe(true);
    expect(optional.safeParse('').error?.issues[0]?.code).toBe('too_small');
    const nullable = requiredIdSchema().nullable();
    expect(nullable.safeParse(null).success).toBe(true);
    expect(nullable.safeParse(undefined).error?.issues[0]?.code).toBe('invalid_type');
  });

  it('requiredIdOf checks presence before any other format', () => {
    const uuid = requiredIdOf(z.uuid({ error: 'The application id is not valid' }));
    expect(uuid.safeParse('  ').error?.issues[0]?.code).toBe('too_small');
    expect(uuid.safeParse('x').error?.issues[0]?.message).toBe('The application id is not valid');
  });
});
