import { USER_MESSAGES, updateUserStatusInput } from '@centre/domain/users';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { parseInput } from './parse-input';

function refusal(data: unknown): HttpsError {
  try {
    parseInput(updateUserStatusInput, data);
  } catch (error) {
    if (error instanceof HttpsError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseInput', () => {
  it.each([null, undefined, 'a/b', 42, [], [{ userId: 'u1' }]])(
    'reads %j as an empty object and names the first missing field',
    (data) => {
      const error = refusal(data);
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toBe(USER_MESSAGES.userIdRequired);
    },
  );

  it('refuses a path-like id with invalid-argument before any path is built', () => {
    const error = refusal({ userId: 'a/b', status: 'active', updatedBy: 'u1' });
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(USER_MESSAGES.userIdInvalid);
  });

  it('returns the parsed input', () => {
    expect(
      parseInput(updateUserStatusInput, { userId: 'u2', status: 'active', updatedBy: 'u1' }),
    ).toEqual({ userId: 'u2', status: 'active', updatedBy: 'u1' });
  });
});
