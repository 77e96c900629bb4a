// The workflow writes go through callables (updateApplicationStatus, assignApplication,
// setApplicationPriority, addApplicationNote). What matters on this side: what each sends is
// accepted by the callable's own domain schema (strict: identity fields from the page would be
// refused), and each answer of the server reaches the member of staff as the right words.
import {
  addApplicationNoteInput,
  assignApplicationInput,
  setApplicationPriorityInput,
  updateApplicationStatusInput,
} from '@centre/domain/applications';
import { httpsCallable } from 'firebase/functions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_ERRORS, updateErrorMessage } from '../utils/error-message';
import { addApplicationNote } from './add-application-note';
import { updateApplicationAssignment } from './update-application-assignment';
import { updateApplicationPriority } from './update-application-priority';
import { updateApplicationStatus } from './update-application-status';

vi.mock('../../../lib/functions', () => ({ functions: {} }));
const call = vi.hoisted(() => vi.fn<(data: unknown) => Promise<{ data: unknown }>>());
vi.mock('firebase/functions', () => ({ httpsCallable: vi.fn(() => call) }));

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue({ data: { applicationId: 'app-1', changed: true } });
});

/** The payload the last call sent to the callable named `name`. */
function sentTo(name: string): unknown {
  expect(vi.mocked(httpsCallable).mock.lastCall?.[1]).toBe(name);
  return call.mock.lastCall?.[0];
}

const WRITES = [
  {
    name: 'updateApplicationStatus',
    schema: updateApplicationStatusInput,
    write: () =>
      updateApplicationStatus({
        applicationId: 'app-1',
        status: 'in_review',
        statusNote: 'Documents look complete',
        expectedStatus: 'submitted',
        updatedBy: 'agent-1',
      }),
  },
  {
    name: 'assignApplication',
    schema: assignApplicationInput,
    write: () =>
      updateApplicationAssignment({
        applicationId: 'app-1',
        assignedTo: 'agent-2',
        assignedToName: 'Chiku Njeri',
        updatedBy: 'manager-1',
      }),
  },
  {
    name: 'setApplicationPriority',
    schema: setApplicationPriorityInput,
    write: () =>
      updateApplicationPriority({ applicationId: 'app-1', priority: 'urgent', updatedBy: 'a-1' }),
  },
] as const;

describe('workflow writes', () => {
  it.each(WRITES)(
    '$name: the page sends what the callable accepts, even when handed identity fields',
    async ({ name, schema, write }) => {
      await expect(write()).resolves.toBeUndefined();
      expect(schema.safeParse(sentTo(name)).error?.issues).toBeUndefined();
    },
  );

  it('sends no expected status when the page gave none, and unassigns with null', async () => {
    await updateApplicationStatus({ applicationId: 'app-1', status: 'withdrawn', statusNote: '' });
    expect(
      updateApplicationStatusInput.parse(sentTo('updateApplicationStatus')),
    ).not.toHaveProperty('expectedStatus');
    await updateApplicationAssignment({ applicationId: 'app-1', assignedTo: null });
    expect(assignApplicationInput.parse(sentTo('assignApplication')).assignedTo).toBeNull();
  });

  it.each(
    WRITES.flatMap(({ name, write }) =>
      (
        [
          ['failed-precondition', APPLICATION_ERRORS.conflict],
          ['aborted', APPLICATION_ERRORS.conflict],
          ['permission-denied', APPLICATION_ERRORS.updateDenied],
          ['unauthenticated', APPLICATION_ERRORS.updateDenied],
          ['not-found', APPLICATION_ERRORS.notFound],
          ['unavailable', APPLICATION_ERRORS.unavailable],
          ['invalid-argument', 'The change could not be saved. Please try again.'],
        ] as const
      ).map(([code, message]) => ({ name, write, code, message })),
    ),
  )('$name refused with $code reads "$message"', async ({ write, code, message }) => {
    call.mockRejectedValue(Object.assign(new Error('refused'), { code: `functions/${code}` }));
    const failure: unknown = await write().then(
      () => new Error('the write succeeded'),
      (error: unknown) => error,
    );
    expect(updateErrorMessage(failure)).toBe(message);
  });

  it('adds a note with only the application and the text, and answers its id', async () => {
    call.mockResolvedValue({ data: { noteId: 'note-1' } });
    await expect(
      addApplicationNote({ applicationId: 'app-1', body: 'Called the applicant' }),
    ).resolves.toBe('note-1');
    expect(addApplicationNoteInput.safeParse(sentTo('addApplicationNote')).success).toBe(true);
  });
});
