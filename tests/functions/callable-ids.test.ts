// A callable's id field that is missing, empty, blank or not text is the caller's mistake, not a
// record that does not exist: every family answers invalid-argument "<field> is required" or
// "<field> must be text" (parseInput's words for zod's own issue, domain/src/ids.ts
// requiredIdSchema) and writes nothing. A malformed id that is there keeps the record's message,
// and a well-formed id of no record is still the transaction's not-found.
import { COLLECTIONS } from '@centre/domain/collections';
import { STAFF_MESSAGES } from '@centre/domain/staff-messages';
import { TASK_MESSAGES } from '@centre/domain/tasks';
import { USER_MESSAGES } from '@centre/domain/users';
import { VISIT_MESSAGES } from '@centre/domain/visits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { clearProject } from '../support/emulator-reset';
import { observableState } from '../support/observable-state';
import {
  closeClients,
  expectCallableError,
  newClient,
  signedInStaff,
  type Client,
} from '../support/functions-client';

/** Every user record (a refused call must change none), besides the counts and the accounts. */
const userRecords = async () => (await adminDb.collection(COLLECTIONS.users).get()).docs;

interface Family {
  family: string;
  callable: string;
  /** The rest of a payload that would otherwise pass. */
  rest: Record<string, unknown>;
  field: string;
  /** Public callables are called without signing in. */
  anonymous?: boolean;
  /** An id picked in a form: the form's prompt for every wrong value. */
  prompt?: string;
}

const FAMILIES: Family[] = [
  { family: 'visits', callable: 'updateVisit', rest: { action: 'start' }, field: 'visitId' },
  {
    family: 'applications',
    callable: 'updateApplicationStatus',
    rest: { status: 'in_review' },
    field: 'applicationId',
  },
  {
    family: 'appointments',
    callable: 'setAppointmentStatus',
    rest: { status: 'confirmed' },
    field: 'appointmentId',
  },
  {
    family: 'bookings (public)',
    callable: 'cancelAppointment',
    rest: {},
    field: 'appointmentId',
    anonymous: true,
  },
  {
    family: 'appointment link (public)',
    callable: 'getAppointmentForManage',
    rest: {},
    field: 'appointmentId',
    anonymous: true,
  },
  {
    family: 'bank',
    callable: 'changeBankRequestStatus',
    rest: { to: 'contacted', expectedStatus: 'new' },
    field: 'requestId',
  },
  { family: 'bank', callable: 'assignBankClient', rest: { assigneeId: null }, field: 'clientId' },
  {
    family: 'licence renewals',
    callable: 'assignLicenceRenewal',
    rest: { assigneeId: null },
    field: 'renewalId',
  },
  {
    family: 'staff messages',
    callable: 'sendStaffMessage',
    rest: { body: 'Hello' },
    field: 'recipientId',
    // Picked in the form (chosenIdSchema): every wrong value is the form's own prompt.
    prompt: STAFF_MESSAGES.recipientRequired,
  },
  {
    family: 'contact inbox',
    callable: 'setContactMessageStatus',
    rest: { status: 'handled' },
    field: 'messageId',
  },
  {
    family: 'jobs',
    callable: 'changeJobStatus',
    rest: { action: 'publish', expectedStatus: 'draft' },
    field: 'jobId',
  },
  {
    family: 'tasks',
    callable: 'updateTaskStatus',
    rest: { to: 'done', expectedStatus: 'open' },
    field: 'taskId',
  },
];

let admin: Client;
let anonymous: Client;
let adminUid: string;

beforeAll(async () => {
  await clearProject();
  const staff = await signedInStaff('admin');
  adminUid = staff.user.uid;
  admin = staff.client;
  anonymous = newClient();
}, 60_000);
afterAll(closeClients);

describe('a missing, empty, blank or non-text id', () => {
  it.each(FAMILIES.map((family) => [`${family.family}: ${family.callable}`, family] as const))(
    '%s is invalid-argument naming the field, and nothing is written',
    async (_, { callable, rest, field, anonymous: isPublic, prompt }) => {
      const client = isPublic ? anonymous : admin;
      const before = await observableState(userRecords);
      const cases: [unknown, string][] = [
        [undefined, prompt ?? `${field} is required`],
        ['', prompt ?? `${field} is required`],
        ['   ', prompt ?? `${field} is required`],
        [42, prompt ?? `${field} must be text`],
      ];
      for (const [id, message] of cases) {
        const data = id === undefined ? rest : { ...rest, [field]: id };
        await expectCallableError(client.call(callable, data), 'invalid-argument', message);
      }
      // A bare {} names the id too (it is the first field).
      await expectCallableError(client.call(callable, {}), 'invalid-argument');
      expect(await observableState(userRecords)).toEqual(before);
    },
    60_000,
  );

  it('users: the documented "User ID is required" for a missing, empty, blank or non-text id', async () => {
    const before = await observableState(userRecords);
    const rest = { status: 'active', updatedBy: adminUid };
    for (const userId of [undefined, '', '   ', 42]) {
      const data = userId === undefined ? rest : { ...rest, userId };
      await expectCallableError(
        admin.call('updateUserStatus', data),
        'invalid-argument',
        USER_MESSAGES.userIdRequired,
      );
    }
    await expectCallableError(
      admin.call('updateUserStatus', { ...rest, userId: 'a/b' }),
      'invalid-argument',
      USER_MESSAGES.userIdInvalid,
    );
    expect(await observableState(userRecords)).toEqual(before);
  }, 60_000);

  it('an id that may be left out still may; one that is sent must be one', async () => {
    const before = await observableState(userRecords);
    await expectCallableError(
      admin.call('closeDesk', { uid: '   ' }),
      'invalid-argument',
      'uid is required',
    );
    await expectCallableError(
      admin.call('closeDesk', { uid: 42 }),
      'invalid-argument',
      'uid must be text',
    );
    expect(await observableState(userRecords)).toEqual(before);
  }, 60_000);

  it("a malformed id that is there keeps the record's message; one of no record is not-found", async () => {
    await expectCallableError(
      admin.call('updateVisit', { visitId: 'a/b', action: 'start' }),
      'invalid-argument',
      VISIT_MESSAGES.visitNotFound,
    );
    await expectCallableError(
      admin.call('updateTaskStatus', {
        taskId: 'no-such-task',
        to: 'done',
        expectedStatus: 'open',
      }),
      'not-found',
      TASK_MESSAGES.taskNotFound,
    );
  }, 60_000);
});
