import { createTaskInput } from '@centre/domain/tasks';
import { TEXT_MESSAGES } from '@centre/domain/text';
import { USER_MESSAGES, updateUserStatusInput } from '@centre/domain/users';
import { z } from 'zod';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { parseInput } from './parse-input';

function refusal(data: unknown, schema: z.ZodType = updateUserStatusInput): HttpsError {
  try {
    parseInput(schema, data);
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

  it("leads a message that names no field with the field's path", () => {
    const nested = z.object({ visitor: z.object({ firstName: z.string() }) });
    expect(refusal({ visitor: {} }, nested).message).toBe(
      'visitor.firstName: Invalid input: expected string, received undefined',
    );
    expect(refusal({ visitor: 'x' }, nested).message).toBe(
      'visitor: Invalid input: expected object, received string',
    );
    expect(refusal({}, createTaskInput).message).toBe(`title: ${TEXT_MESSAGES.notText}`);
  });

  it("sends the domain's own messages as they are (the pages translate them)", () => {
    expect(refusal({ userId: 'u2', status: 'asleep', updatedBy: 'u1' }).message).toBe(
      USER_MESSAGES.invalidStatus,
    );
  });
});
