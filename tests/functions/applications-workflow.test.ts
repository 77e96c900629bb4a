// The applications workflow callables (issue 10, item 2): updateApplicationStatus,
// assignApplication and setApplicationPriority. Each is requirePermission('manage_applications')
// -> the domain input schema -> transitionWithHistory: one transaction writes the change and its
// history entry, with the actor read on the server. The rules deny every client write of an
// application (tests/rules/applications.rules.test.ts).
import { APPLICATION_MESSAGES, type ApplicationStatus } from '@centre/domain/applications';
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import type { Role } from '@centre/domain/roles';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, createStaff, waitFor, type Staff } from '../support/admin';
import { newApplicationId, publicApplication } from '../support/applications';
import {
  useEmptyProjectPerTest,
  expectCallableError,
  expectRefusedUnchanged,
  newClient,
  signedInClient,
  type Client,
  signedInStaff,
} from '../support/functions-client';

useEmptyProjectPerTest();

const applicationRef = (id: string) => adminDb.collection(COLLECTIONS.applications).doc(id);

/** A submitted application once onApplicationCreated has given it its reference. */
async function submitted(): Promise<string> {
  const id = newApplicationId();
  await applicationRef(id).set({
    ...publicApplication(id),
    createdAt: FieldValue.serverTimestamp(),
  });
  await waitFor(async () => (await applicationRef(id).get()).get('reference'), Boolean, {
    what: 'a reference',
  });
  return id;
}

/** An application already at `status` (as the workflow would have left it). */
async function seededAt(status: ApplicationStatus): Promise<string> {
  const id = await submitted();
  await applicationRef(id).update({ status });
  return id;
}

const historyOf = async (id: string): Promise<DocumentData[]> =>
  (await applicationRef(id).collection(SUBCOLLECTIONS.history).orderBy('at').get()).docs.map((d) =>
    d.data(),
  );
const workflowEntries = async (id: string) =>
  (await historyOf(id)).filter((entry) => entry.kind !== 'created');
const read = async (id: string) => (await applicationRef(id).get()).data() ?? {};

/** The application and its workflow history, to show a refused call changed nothing. */
async function snapshotOf(id: string) {
  return { application: await read(id), history: await workflowEntries(id) };
}

describe('updateApplicationStatus', () => {
  it('moves the status and writes one history entry with the note, in the same commit', async () => {
    const [{ user: manager, client }, id] = await Promise.all([
      signedInStaff('manager', { displayName: 'Mary Manager' }),
      submitted(),
    ]);
    await expect(
      client.call('updateApplicationStatus', {
        applicationId: id,
        status: 'in_review',
        expectedStatus: 'submitted',
        note: '  Documents complete.  ',
      }),
    ).resolves.toEqual({ applicationId: id, changed: true });

    const application = await read(id);
    const entries = await workflowEntries(id);
    expect(application).toMatchObject({ status: 'in_review', updatedBy: manager.uid });
    expect(application.statusNote).toBe('Documents complete.');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'status',
      from: 'submitted',
      to: 'in_review',
      by: manager.uid,
      byName: 'Mary Manager',
      note: 'Documents complete.',
    });
    // One transaction: the entry, updatedAt and statusChangedAt carry the same commit time.
    expect(entries[0]?.at.toMillis()).toBe(application.updatedAt.toMillis());
    expect(application.statusChangedAt.toMillis()).toBe(application.updatedAt.toMillis());
    expect((await historyOf(id)).filter((e) => e.kind === 'created')).toHaveLength(1);
  });

  it('stamps decidedAt on the decision (approved or rejected), kept when it completes', async () => {
    const [{ client }, id] = await Promise.all([signedInStaff('manager'), submitted()]);
    const move = (status: string, expectedStatus: string) =>
      client.call('updateApplicationStatus', { applicationId: id, status, expectedStatus });
    await move('in_review', 'submitted');
    expect((await read(id)).decidedAt).toBeUndefined();
    await move('approved', 'in_review');
    const approved = await read(id);
    expect(approved.decidedAt.toMillis()).toBe(approved.statusChangedAt.toMillis());
    await move('completed', 'approved');
    const completed = await read(id);
    expect(completed.status).toBe('completed');
    expect(completed.statusChangedAt.toMillis()).toBeGreaterThan(approved.decidedAt.toMillis());
    expect(completed.decidedAt.toMillis()).toBe(approved.decidedAt.toMillis());
  });

  it('refuses a rejection without a reason (invalid-argument, nothing changes) and records one with it', async () => {
    const [{ client }, id] = await Promise.all([signedInStaff('manager'), seededAt('in_review')]);
    const reject = (note?: string) =>
      client.call('updateApplicationStatus', {
        applicationId: id,
        status: 'rejected',
        expectedStatus: 'in_review',
        ...(note === undefined ? {} : { note }),
      });
    for (const note of [undefined, '', '   ']) {
      await expectRefusedUnchanged(
        () => snapshotOf(id),
        () => reject(note),
        'invalid-argument',
        APPLICATION_MESSAGES.noteRequired,
      );
    }
    await expect(reject('The passport photo does not meet the rules.')).resolves.toEqual({
      applicationId: id,
      changed: true,
    });
    expect(await read(id)).toMatchObject({
      status: 'rejected',
      statusNote: 'The passport photo does not meet the rules.',
    });
  });

  it('treats a retried call as done: the same status again writes nothing', async () => {
    const [{ client }, id] = await Promise.all([signedInStaff('agent'), submitted()]);
    const move = { applicationId: id, status: 'withdrawn', expectedStatus: 'submitted' };
    await client.call('updateApplicationStatus', move);
    await expect(client.call('updateApplicationStatus', move)).resolves.toEqual({
      applicationId: id,
      changed: false,
    });
    expect((await workflowEntries(id)).map((e) => e.to)).toEqual(['withdrawn']);
  });

  it.each([
    ['submitted', 'approved'],
    ['approved', 'in_review'],
    ['completed', 'withdrawn'],
    ['withdrawn', 'in_review'],
  ] as const)('refuses the illegal move %s -> %s (failed-precondition)', async (from, to) => {
    const [manager, id] = await Promise.all([createStaff('manager'), seededAt(from)]);
    await expectRefusedUnchanged(
      () => snapshotOf(id),
      async () =>
        (await signedInClient(manager)).call('updateApplicationStatus', {
          applicationId: id,
          status: to,
        }),
      'failed-precondition',
      APPLICATION_MESSAGES.statusChangeNotAllowed,
    );
  });

  it('refuses a move from a status the caller no longer sees (failed-precondition)', async () => {
    const [agent, id] = await Promise.all([createStaff('agent'), seededAt('in_review')]);
    // in_review -> approved is legal, but the caller's page still showed 'submitted'.
    await expectRefusedUnchanged(
      () => snapshotOf(id),
      async () =>
        (await signedInClient(agent)).call('updateApplicationStatus', {
          applicationId: id,
          status: 'approved',
          expectedStatus: 'submitted',
        }),
      'failed-precondition',
      APPLICATION_MESSAGES.statusChanged,
    );
  });

  it('answers not-found for an application that does not exist', async () => {
    const agent = await createStaff('agent');
    await expectCallableError(
      (await signedInClient(agent)).call('updateApplicationStatus', {
        applicationId: newApplicationId(),
        status: 'in_review',
      }),
      'not-found',
      APPLICATION_MESSAGES.applicationNotFound,
    );
  });

  it('refuses a stored application it cannot parse (failed-precondition), changing nothing', async () => {
    const [agent, id] = await Promise.all([createStaff('agent'), submitted()]);
    await applicationRef(id).update({ status: 'lost_in_post' });
    await expectRefusedUnchanged(
      () => snapshotOf(id),
      async () =>
        (await signedInClient(agent)).call('updateApplicationStatus', {
          applicationId: id,
          status: 'in_review',
        }),
      'failed-precondition',
    );
  });
});

describe('assignApplication', () => {
  it('records an assignment with both names read on the server, and a reassignment', async () => {
    const [agent, other, manager, id] = await Promise.all([
      createStaff('agent', { displayName: 'Amani Agent' }),
      createStaff('agent', { displayName: 'Bahati Agent' }),
      createStaff('manager', { displayName: 'Mary Manager' }),
      submitted(),
    ]);
    const client = await signedInClient(manager);
    await client.call('assignApplication', { applicationId: id, assignedTo: agent.uid });
    await client.call('assignApplication', { applicationId: id, assignedTo: other.uid });
    await client.call('assignApplication', { applicationId: id, assignedTo: null });

    expect(await read(id)).toMatchObject({
      assignedTo: null,
      assignedToName: null,
      updatedBy: manager.uid,
    });
    expect(await workflowEntries(id)).toEqual([
      expect.objectContaining({
        kind: 'assignment',
        from: null,
        to: agent.uid,
        fromName: null,
        toName: 'Amani Agent',
        by: manager.uid,
        byName: 'Mary Manager',
        note: null,
      }),
      expect.objectContaining({
        from: agent.uid,
        fromName: 'Amani Agent',
        to: other.uid,
        toName: 'Bahati Agent',
      }),
      expect.objectContaining({
        from: other.uid,
        fromName: 'Bahati Agent',
        to: null,
        toName: null,
      }),
    ]);
  });

  it('refuses a name from the client and an unknown member of staff, changing nothing', async () => {
    const [{ user: manager, client }, id] = await Promise.all([
      signedInStaff('manager'),
      submitted(),
    ]);
    const before = await snapshotOf(id);
    await expectCallableError(
      client.call('assignApplication', {
        applicationId: id,
        assignedTo: manager.uid,
        assignedToName: 'Amina Admin',
      }),
      'invalid-argument',
    );
    await expectCallableError(
      client.call('assignApplication', { applicationId: id, assignedTo: 'nobody-here' }),
      'not-found',
      APPLICATION_MESSAGES.assigneeNotFound,
    );
    expect(await snapshotOf(id)).toEqual(before);
  });
});

describe('setApplicationPriority', () => {
  it('sets the priority with updatedBy and one priority history entry by the caller, in the same commit', async () => {
    const [{ user: agent, client }, id] = await Promise.all([
      signedInStaff('agent', { displayName: 'Amani Agent' }),
      submitted(),
    ]);
    await expect(
      client.call('setApplicationPriority', { applicationId: id, priority: 'urgent' }),
    ).resolves.toEqual({ applicationId: id, changed: true });

    const application = await read(id);
    const entries = await workflowEntries(id);
    expect(application).toMatchObject({ priority: 'urgent', updatedBy: agent.uid });
    expect(entries).toEqual([
      {
        kind: 'priority',
        from: 'normal',
        to: 'urgent',
        by: agent.uid,
        byName: 'Amani Agent',
        at: expect.anything(),
        note: null,
      },
    ]);
    // One transaction: the entry and updatedAt carry the same commit time.
    expect(entries[0]?.at.toMillis()).toBe(application.updatedAt.toMillis());
  });

  it('treats a retried call as done: the same priority again writes nothing, history included', async () => {
    const [agent, manager, id] = await Promise.all([
      createStaff('agent', { displayName: 'Amani Agent' }),
      createStaff('manager', { displayName: 'Mary Manager' }),
      submitted(),
    ]);
    const [agentClient, managerClient] = await Promise.all([
      signedInClient(agent),
      signedInClient(manager),
    ]);
    // A new application is normal: asking for normal again records nothing.
    await expect(
      agentClient.call('setApplicationPriority', { applicationId: id, priority: 'normal' }),
    ).resolves.toEqual({ applicationId: id, changed: false });
    expect(await workflowEntries(id)).toEqual([]);

    const urgent = { applicationId: id, priority: 'urgent' };
    await agentClient.call('setApplicationPriority', urgent);
    const afterFirst = await snapshotOf(id);
    await expect(agentClient.call('setApplicationPriority', urgent)).resolves.toEqual({
      applicationId: id,
      changed: false,
    });
    expect(await snapshotOf(id)).toEqual(afterFirst);

    // Back to normal: a second entry, by whoever made this change.
    await managerClient.call('setApplicationPriority', { applicationId: id, priority: 'normal' });
    expect(
      (await workflowEntries(id)).map(({ kind, from, to, by, byName }) => ({
        kind,
        from,
        to,
        by,
        byName,
      })),
    ).toEqual([
      { kind: 'priority', from: 'normal', to: 'urgent', by: agent.uid, byName: 'Amani Agent' },
      {
        kind: 'priority',
        from: 'urgent',
        to: 'normal',
        by: manager.uid,
        byName: 'Mary Manager',
      },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------

const VALID_CALLS = {
  updateApplicationStatus: (id: string) => ({ applicationId: id, status: 'in_review' }),
  assignApplication: (id: string) => ({ applicationId: id, assignedTo: null }),
  setApplicationPriority: (id: string) => ({ applicationId: id, priority: 'urgent' }),
} as const;
type WorkflowCallable = keyof typeof VALID_CALLS;
const CALLABLES = Object.keys(VALID_CALLS) as WorkflowCallable[];

/** Payloads each callable must refuse with invalid-argument. */
const MALFORMED: Record<WorkflowCallable, (id: string) => unknown[]> = {
  updateApplicationStatus: (id) => [
    {},
    { applicationId: id },
    { applicationId: id, status: 'approved!' },
    { applicationId: '../users/x', status: 'in_review' },
    { applicationId: id, status: 'in_review', note: 'x'.repeat(501) },
    { applicationId: id, status: 'in_review', note: 'bell\u0007' },
    { applicationId: id, status: 'in_review', updatedBy: 'someone-else' },
    { applicationId: id, status: 'in_review', expectedStatus: 'pending' },
  ],
  assignApplication: (id) => [
    { applicationId: id },
    { applicationId: id, assignedTo: 42 },
    { applicationId: id, assignedTo: 'a/b' },
    { applicationId: id, assignedTo: '__x__' },
  ],
  setApplicationPriority: (id) => [
    { applicationId: id },
    { applicationId: id, priority: 'high' },
    { applicationId: 42, priority: 'urgent' },
    { applicationId: id, priority: 'urgent', updatedAt: 'now' },
  ],
};

describe('the workflow callables refuse', () => {
  it('every caller without manage_applications (permission-denied), changing nothing', async () => {
    // equity is the restricted role. An inactive account is disabled by the claims trigger, so
    // it cannot sign in at all (shared/require-permission.test.ts covers its claims).
    const forbidden: Role[] = ['receptionist', 'bank_agent', 'equity'];
    const [id, ...staff] = await Promise.all([
      submitted(),
      ...forbidden.map((role) => createStaff(role)),
    ]);
    const before = await snapshotOf(id as string);
    const clients: [string, Client][] = await Promise.all(
      (staff as Staff[]).map(async (s) => [s.uid, await signedInClient(s)] as [string, Client]),
    );
    for (const name of CALLABLES) {
      for (const [who, client] of clients) {
        await expectCallableError(
          client.call(name, VALID_CALLS[name](id as string)),
          'permission-denied',
        ).catch((error: unknown) => {
          throw new Error(`${name} as ${who}: ${String(error)}`);
        });
      }
      await expectCallableError(
        newClient().call(name, VALID_CALLS[name](id as string)),
        'unauthenticated',
      );
    }
    expect(await snapshotOf(id as string)).toEqual(before);
  });

  it('malformed payloads (invalid-argument), changing nothing', async () => {
    const [{ client }, id] = await Promise.all([signedInStaff('agent'), submitted()]);
    const before = await snapshotOf(id);
    for (const name of CALLABLES) {
      for (const payload of MALFORMED[name](id)) {
        await expectCallableError(client.call(name, payload), 'invalid-argument').catch(
          (error: unknown) => {
            throw new Error(`${name} ${JSON.stringify(payload).slice(0, 80)}: ${String(error)}`);
          },
        );
      }
    }
    expect(await snapshotOf(id)).toEqual(before);
  });
});
