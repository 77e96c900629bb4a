// The task callables (issue 12) on the emulators: createTask, updateTaskStatus and reassignTask,
// each one transaction with its history entry; names and the author from the server; who may
// change a task; stale views, moves outside the table, unknown records and assignees.
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { RECORD_LINK_MESSAGES } from '@centre/domain/record-links';
import { TASK_MESSAGES, type TaskAnswer } from '@centre/domain/tasks';
import { ACCESS_MESSAGES } from '@centre/domain/users';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createStaff, type Staff } from '../support/admin';
import { clearProject } from '../support/emulator-reset';
import {
  closeClients,
  expectCallableError,
  signedInClient,
  signedInStaff,
  type Client,
} from '../support/functions-client';

const APPLICATION_ID = 'task-test-application';
const REFERENCE = 'APP-7K3Q9D';

let manager: Staff;
let agent: Staff;
let otherAgent: Staff;
let asManager: Client;
let asAgent: Client;
let asOtherAgent: Client;

beforeAll(async () => {
  await clearProject();
  [
    { user: manager, client: asManager },
    { user: agent, client: asAgent },
    { user: otherAgent, client: asOtherAgent },
  ] = await Promise.all([
    signedInStaff('manager', { displayName: 'Musa Manager' }),
    signedInStaff('agent', { displayName: 'Achieng Agent' }),
    signedInStaff('agent', { displayName: 'Otieno Agent' }),
  ]);
  await adminDb
    .collection(COLLECTIONS.applications)
    .doc(APPLICATION_ID)
    .set({ reference: REFERENCE, status: 'submitted' });
}, 120_000);
afterAll(closeClients);

const taskRef = (taskId: string) => adminDb.collection(COLLECTIONS.tasks).doc(taskId);
const readTask = async (taskId: string) => (await taskRef(taskId).get()).data() ?? {};
const historyOf = async (taskId: string) =>
  (await taskRef(taskId).collection(SUBCOLLECTIONS.history).orderBy('at').get()).docs.map((d) =>
    d.data(),
  );
const taskCount = async () =>
  (await adminDb.collection(COLLECTIONS.tasks).count().get()).data().count;

const newTask = (overrides: Record<string, unknown> = {}) => ({
  title: 'Call the applicant about the missing photo',
  description: 'She prefers calls after 3 pm.',
  assigneeId: agent.uid,
  dueDate: '2030-01-08',
  ...overrides,
});

/** A task the manager wrote for the agent; its id. */
async function managerTask(overrides: Record<string, unknown> = {}): Promise<string> {
  const { taskId } = await asManager.call<TaskAnswer>('createTask', newTask(overrides));
  return taskId;
}

const move = (client: Client, taskId: string, to: string, expectedStatus: string, note = '') =>
  client.call<TaskAnswer>('updateTaskStatus', { taskId, to, expectedStatus, note });

describe('the task workflow', () => {
  it('creates, starts, completes and reopens a task, with names from the server and a history entry per step', async () => {
    const { taskId, status } = await asManager.call<TaskAnswer>(
      'createTask',
      newTask({ relatedTo: { kind: 'application', id: APPLICATION_ID } }),
    );
    expect(status).toBe('open');
    const created = await readTask(taskId);
    expect(created).toMatchObject({
      title: 'Call the applicant about the missing photo',
      description: 'She prefers calls after 3 pm.',
      assignedTo: agent.uid,
      assignedToName: 'Achieng Agent',
      dueDate: '2030-01-08',
      status: 'open',
      relatedTo: { kind: 'application', id: APPLICATION_ID, label: REFERENCE },
      createdBy: manager.uid,
      createdByName: 'Musa Manager',
      updatedBy: manager.uid,
      completedAt: null,
    });
    expect(created.createdAt).toBeInstanceOf(Timestamp);
    expect(created.updatedAt).toEqual(created.createdAt);

    expect(await move(asAgent, taskId, 'in_progress', 'open')).toEqual({
      taskId,
      status: 'in_progress',
    });
    await move(asAgent, taskId, 'done', 'in_progress', 'Called her; photo on its way.');
    const done = await readTask(taskId);
    expect(done).toMatchObject({ status: 'done', updatedBy: agent.uid });
    expect(done.completedAt).toBeInstanceOf(Timestamp);
    expect(done.completedAt).toEqual(done.updatedAt);

    await move(asManager, taskId, 'in_progress', 'done', 'The photo is the wrong size.');
    const reopened = await readTask(taskId);
    expect(reopened).toMatchObject({ status: 'in_progress', completedAt: null });

    expect(await historyOf(taskId)).toEqual([
      expect.objectContaining({
        event: 'created',
        from: null,
        to: 'open',
        detail: 'Achieng Agent',
        by: manager.uid,
        byName: 'Musa Manager',
      }),
      expect.objectContaining({
        event: 'status_changed',
        from: 'open',
        to: 'in_progress',
        note: null,
        by: agent.uid,
        byName: 'Achieng Agent',
      }),
      expect.objectContaining({
        event: 'status_changed',
        from: 'in_progress',
        to: 'done',
        note: 'Called her; photo on its way.',
        by: agent.uid,
        byName: 'Achieng Agent',
      }),
      expect.objectContaining({
        event: 'status_changed',
        from: 'done',
        to: 'in_progress',
        note: 'The photo is the wrong size.',
        by: manager.uid,
        byName: 'Musa Manager',
      }),
    ]);
    const history = await historyOf(taskId);
    expect(history.at(-1)?.at).toEqual(reopened.updatedAt);
  });

  it('changes nothing when asked for the status the task already has (a retried call)', async () => {
    const taskId = await managerTask();
    await move(asAgent, taskId, 'done', 'open');
    const before = await readTask(taskId);
    expect(await move(asAgent, taskId, 'done', 'open')).toEqual({ taskId, status: 'done' });
    expect(await readTask(taskId)).toEqual(before);
    expect(await historyOf(taskId)).toHaveLength(2);
  });

  it('reassigns a task, with the new name from the server and the note in the history', async () => {
    const taskId = await managerTask();
    expect(
      await asAgent.call<TaskAnswer>('reassignTask', {
        taskId,
        assigneeId: otherAgent.uid,
        note: 'Otieno speaks Luo with her.',
      }),
    ).toEqual({ taskId, status: 'open' });
    expect(await readTask(taskId)).toMatchObject({
      assignedTo: otherAgent.uid,
      assignedToName: 'Otieno Agent',
      updatedBy: agent.uid,
      status: 'open',
    });
    expect((await historyOf(taskId)).at(-1)).toMatchObject({
      event: 'reassigned',
      from: 'open',
      to: 'open',
      note: 'Otieno speaks Luo with her.',
      detail: 'Otieno Agent',
      by: agent.uid,
      byName: 'Achieng Agent',
    });
    // The new assignee may move it; the one who gave it away no longer may, unless the author.
    await move(asOtherAgent, taskId, 'in_progress', 'open');
    await expectCallableError(
      asAgent.call('reassignTask', { taskId, assigneeId: agent.uid }),
      'permission-denied',
      TASK_MESSAGES.notAllowed,
    );
    await asManager.call('reassignTask', { taskId, assigneeId: agent.uid });
    expect(await readTask(taskId)).toMatchObject({ assignedTo: agent.uid, status: 'in_progress' });
  });

  it('refuses reassigning to the colleague who already has it', async () => {
    const taskId = await managerTask();
    await expectCallableError(
      asManager.call('reassignTask', { taskId, assigneeId: agent.uid }),
      'failed-precondition',
      TASK_MESSAGES.sameAssignee,
    );
    expect(await historyOf(taskId)).toHaveLength(1);
  });

  it('lets a member of staff create a task for themselves', async () => {
    const { description: _omitted, ...withoutDescription } = newTask();
    const { taskId } = await asAgent.call<TaskAnswer>('createTask', withoutDescription);
    expect(await readTask(taskId)).toMatchObject({
      assignedTo: agent.uid,
      createdBy: agent.uid,
      createdByName: 'Achieng Agent',
      description: '',
      relatedTo: null,
    });
  });
});

describe('refusals, with nothing written', () => {
  it('refuses names, an author or a status sent by the client (the server writes them)', async () => {
    const before = await taskCount();
    for (const extra of [
      { assignedToName: 'Someone Else' },
      { createdBy: otherAgent.uid },
      { createdByName: 'The Director' },
      { status: 'done' },
      { relatedTo: { kind: 'application', id: APPLICATION_ID, label: 'APP-FORGED' } },
    ]) {
      await expectCallableError(asManager.call('createTask', newTask(extra)), 'invalid-argument');
    }
    await expectCallableError(
      asManager.call('createTask', newTask({ title: '   ' })),
      'invalid-argument',
      TASK_MESSAGES.title,
    );
    await expectCallableError(
      asManager.call('createTask', newTask({ dueDate: '2030-02-30' })),
      'invalid-argument',
      TASK_MESSAGES.dueDate,
    );
    expect(await taskCount()).toBe(before);
  });

  it('refuses a missing, empty, blank or non-text task id (invalid-argument, naming the field)', async () => {
    const taskId = await managerTask();
    const before = { task: await readTask(taskId), history: await historyOf(taskId) };
    const refused = async (name: string, data: unknown, message: string) =>
      expectCallableError(asManager.call(name, data), 'invalid-argument', message);

    await refused('updateTaskStatus', {}, 'taskId is required');
    await refused('reassignTask', {}, 'taskId is required');
    await refused('updateTaskStatus', { to: 'done', expectedStatus: 'open' }, 'taskId is required');
    await refused(
      'updateTaskStatus',
      { taskId: '', to: 'done', expectedStatus: 'open' },
      'taskId is required',
    );
    await refused(
      'updateTaskStatus',
      { taskId: '   ', to: 'done', expectedStatus: 'open' },
      'taskId is required',
    );
    await refused('reassignTask', { taskId: 7, assigneeId: otherAgent.uid }, 'taskId must be text');
    await refused('reassignTask', { taskId, assigneeId: '' }, TASK_MESSAGES.assignee);
    await refused('createTask', {}, 'title is required');
    expect({ task: await readTask(taskId), history: await historyOf(taskId) }).toEqual(before);
  });

  it('refuses a move from a status the task no longer has (stale), and one outside the table', async () => {
    const taskId = await managerTask();
    await move(asAgent, taskId, 'in_progress', 'open');
    await expectCallableError(
      move(asManager, taskId, 'done', 'open'),
      'failed-precondition',
      TASK_MESSAGES.stale,
    );
    await move(asAgent, taskId, 'done', 'in_progress');
    await expectCallableError(
      move(asAgent, taskId, 'open', 'done'),
      'failed-precondition',
      TASK_MESSAGES.transition,
    );
    expect(await readTask(taskId)).toMatchObject({ status: 'done' });
    expect(await historyOf(taskId)).toHaveLength(3);
  });

  it('refuses a third agent moving or reassigning a task that is not theirs', async () => {
    const taskId = await managerTask();
    await expectCallableError(
      move(asOtherAgent, taskId, 'in_progress', 'open'),
      'permission-denied',
      TASK_MESSAGES.notAllowed,
    );
    await expectCallableError(
      asOtherAgent.call('reassignTask', { taskId, assigneeId: otherAgent.uid }),
      'permission-denied',
      TASK_MESSAGES.notAllowed,
    );
    expect(await readTask(taskId)).toMatchObject({ status: 'open', assignedTo: agent.uid });
    expect(await historyOf(taskId)).toHaveLength(1);
  });

  it('refuses a link to a record that does not exist (not-found) and an unknown task', async () => {
    const before = await taskCount();
    await expectCallableError(
      asManager.call('createTask', newTask({ relatedTo: { kind: 'visit', id: 'no-such-visit' } })),
      'not-found',
      RECORD_LINK_MESSAGES.notFound,
    );
    await expectCallableError(
      move(asManager, 'no-such-task', 'done', 'open'),
      'not-found',
      TASK_MESSAGES.taskNotFound,
    );
    expect(await taskCount()).toBe(before);
  });

  it('refuses an unknown assignee (not-found), and one who may not hold tasks', async () => {
    const [equity, suspended] = await Promise.all([
      createStaff('equity'),
      createStaff('agent', { status: 'suspended', isActive: false }),
    ]);
    const before = await taskCount();
    await expectCallableError(
      asManager.call('createTask', newTask({ assigneeId: 'nobody-here' })),
      'not-found',
      TASK_MESSAGES.assigneeNotFound,
    );
    for (const assignee of [equity, suspended]) {
      await expectCallableError(
        asManager.call('createTask', newTask({ assigneeId: assignee.uid })),
        'failed-precondition',
        TASK_MESSAGES.assigneeNotEligible,
      );
    }
    const taskId = await managerTask();
    await expectCallableError(
      asManager.call('reassignTask', { taskId, assigneeId: 'nobody-here' }),
      'not-found',
      TASK_MESSAGES.assigneeNotFound,
    );
    expect(await taskCount()).toBe(before + 1);
  });

  it('refuses equity (no view_dashboard) every task callable', async () => {
    const equity = await signedInClient(await createStaff('equity'));
    const taskId = await managerTask();
    const refusal = ACCESS_MESSAGES.permissionRequired('view_dashboard');
    await expectCallableError(equity.call('createTask', newTask()), 'permission-denied', refusal);
    await expectCallableError(
      equity.call('updateTaskStatus', { taskId, to: 'done', expectedStatus: 'open' }),
      'permission-denied',
      refusal,
    );
    await expectCallableError(
      equity.call('reassignTask', { taskId, assigneeId: agent.uid }),
      'permission-denied',
      refusal,
    );
    expect(await readTask(taskId)).toMatchObject({ status: 'open' });
  });
});
