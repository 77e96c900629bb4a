import {
  TASK_MESSAGES,
  createTaskInput,
  reassignTaskInput,
  updateTaskStatusInput,
} from '@centre/domain/tasks';
import { USER_MESSAGES, updateUserStatusInput } from '@centre/domain/users';
import { assignApplicationInput } from '@centre/domain/applications';
import { assignBankClientInput } from '@centre/domain/bank';
import { cancelAppointmentInput } from '@centre/domain/bookings';
import { setContactMessageStatusInput } from '@centre/domain/contact';
import { changeJobStatusInput } from '@centre/domain/jobs';
import { assignLicenceRenewalInput } from '@centre/domain/licence-renewals';
import { STAFF_MESSAGES, sendStaffMessageInput } from '@centre/domain/staff-messages';
import {
  VISIT_MESSAGES,
  closeDeskInput,
  openDeskInput,
  updateVisitInput,
} from '@centre/domain/visits';
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

  it('says plainly that a field is missing, empty or of the wrong type', () => {
    const schema = z.strictObject({
      clientRequestId: z.string(),
      count: z.number(),
      flag: z.boolean(),
      tags: z.array(z.string()),
      kind: z.enum(['a', 'b']),
    });
    const valid = { clientRequestId: 'r1', count: 1, flag: true, tags: [], kind: 'a' };
    expect(refusal({}, schema).message).toBe('clientRequestId is required');
    expect(refusal({ ...valid, clientRequestId: 7 }, schema).message).toBe(
      'clientRequestId must be text',
    );
    expect(refusal({ ...valid, count: '1' }, schema).message).toBe('count must be a number');
    expect(refusal({ ...valid, flag: 'yes' }, schema).message).toBe('flag must be true or false');
    expect(refusal({ ...valid, tags: 'x' }, schema).message).toBe('tags must be a list');
    expect(refusal({ ...valid, kind: undefined }, schema).message).toBe('kind is required');
    // The text schema's "Enter text" names no field either.
    expect(refusal({}, createTaskInput).message).toBe('title is required');
    expect(refusal({ title: 5 }, createTaskInput).message).toBe('title must be text');
  });

  it('names a task id that is missing, empty, blank or not text; a malformed one is not found', () => {
    const move = { to: 'done', expectedStatus: 'open' };
    for (const data of [{}, move, { ...move, taskId: '' }, { ...move, taskId: '   ' }]) {
      const error = refusal(data, updateTaskStatusInput);
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toBe('taskId is required');
    }
    expect(refusal({ ...move, taskId: 42 }, updateTaskStatusInput).message).toBe(
      'taskId must be text',
    );
    expect(refusal({ assigneeId: 'u2' }, reassignTaskInput).message).toBe('taskId is required');
    expect(refusal({ ...move, taskId: 'a/b' }, updateTaskStatusInput).message).toBe(
      TASK_MESSAGES.taskNotFound,
    );
  });

  it('words the id of the record worked on: missing, empty or blank "is required", a number "must be text"', () => {
    const cases: [z.ZodType, Record<string, unknown>, string][] = [
      [updateVisitInput, { action: 'start' }, 'visitId'],
      [assignApplicationInput, { assignedTo: null }, 'applicationId'],
      [cancelAppointmentInput, {}, 'appointmentId'],
      [assignBankClientInput, { assigneeId: null }, 'clientId'],
      [assignLicenceRenewalInput, { assigneeId: null }, 'renewalId'],
      [changeJobStatusInput, { action: 'publish', expectedStatus: 'draft' }, 'jobId'],
      [setContactMessageStatusInput, { status: 'handled' }, 'messageId'],
    ];
    for (const [schema, rest, field] of cases) {
      for (const data of [rest, { ...rest, [field]: '' }, { ...rest, [field]: '   ' }]) {
        const error = refusal(data, schema);
        expect(error.code).toBe('invalid-argument');
        expect(error.message).toBe(`${field} is required`);
      }
      expect(refusal({ ...rest, [field]: 42 }, schema).message).toBe(`${field} must be text`);
    }
    // Nested and listed ids are named by their path.
    expect(
      refusal(
        { recipientId: 'u2', body: 'Hi', about: { kind: 'visit', id: ' ' } },
        sendStaffMessageInput,
      ).message,
    ).toBe('about.id is required');
    // An id picked in a form (a recipient, the desk's services) answers with the form's prompt,
    // which the page shows next to the field: missing, empty, blank or not text alike.
    for (const recipientId of [undefined, '', '   ', 42]) {
      expect(refusal({ recipientId, body: 'Hello' }, sendStaffMessageInput).message).toBe(
        STAFF_MESSAGES.recipientRequired,
      );
    }
    expect(refusal({ deskName: 'Desk 1', serviceIds: [''] }, openDeskInput).message).toBe(
      VISIT_MESSAGES.deskServices,
    );
    // A well-formed id that is there but malformed keeps the record's message.
    expect(refusal({ visitId: 'a/b', action: 'start' }, updateVisitInput).message).toBe(
      VISIT_MESSAGES.visitNotFound,
    );
    // An id that may be left out still may; one that is sent must be one.
    expect(parseInput(closeDeskInput, {})).toEqual({});
    expect(refusal({ uid: '' }, closeDeskInput).message).toBe('uid is required');
  });

  it("leads any other message that names no field with the field's path", () => {
    const nested = z.object({ visitor: z.object({ firstName: z.string().max(2) }) });
    expect(refusal({ visitor: {} }, nested).message).toBe('visitor.firstName is required');
    expect(refusal({ visitor: 'x' }, nested).message).toBe('visitor must be an object');
    expect(refusal({ visitor: { firstName: 'Amina' } }, nested).message).toBe(
      'visitor.firstName: Too big: expected string to have <=2 characters',
    );
    expect(refusal({ extra: 1 }, z.strictObject({})).message).toBe('Unrecognized key: "extra"');
  });

  it("sends the domain's own messages as they are (the pages translate them)", () => {
    expect(refusal({ userId: 'u2', status: 'asleep', updatedBy: 'u1' }).message).toBe(
      USER_MESSAGES.invalidStatus,
    );
  });
});
