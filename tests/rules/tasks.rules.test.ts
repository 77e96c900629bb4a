import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { recordFor, uidOf, type RulesDb, type StaffActor, listDocs } from '../support/rules-actors';
import {
  describeHistoryAccess,
  describeStaffAccess,
  expectAllowed,
  expectDenied,
  readOnly,
} from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

// Tasks (issue 12): a task is read by its assignee, its author and the manager roles (admin,
// manager); every write is a task callable's (functions/src/tasks/), with its history. The task
// of these tables was written by the receptionist (its author) for the agent (its assignee), so
// the author, the assignee and the manager roles are three different actors.

const TASK = 'task-1';
const HISTORY_EVENT = 'event-1';
const at = Timestamp.fromDate(new Date('2030-01-07T16:00:00Z'));

const TASK_RECORD = {
  title: 'Call the applicant back about the missing photo',
  description: 'She asked to be called after 3 pm.',
  assignedTo: uidOf('agent'),
  assignedToName: 'Achieng Agent',
  dueDate: '2030-01-08',
  status: 'open',
  relatedTo: null,
  createdBy: uidOf('receptionist'),
  createdByName: 'Rehema Reception',
  createdAt: at,
  updatedAt: at,
  updatedBy: uidOf('receptionist'),
  completedAt: null,
};

const OTHER_TASK = {
  ...TASK_RECORD,
  title: 'Order printer paper',
  assignedTo: uidOf('manager'),
  assignedToName: 'Musa Manager',
  createdBy: uidOf('manager'),
  createdByName: 'Musa Manager',
};

const HISTORY_RECORD = {
  event: 'created',
  from: null,
  to: 'open',
  note: null,
  detail: 'Achieng Agent',
  by: uidOf('receptionist'),
  byName: 'Rehema Reception',
  at,
};

/** The readers of the task: its assignee, its author, and the manager roles. */
const TASK_READERS: readonly StaffActor[] = ['receptionist', 'agent', 'manager', 'admin'];
/** Who may list every task (an unfiltered query): the manager roles only. */
const TASK_MANAGERS: readonly StaffActor[] = ['manager', 'admin'];

const { dbOf, dbWithRecord, documentOperations, dbOfRestrictedAgent } = useRulesEnvironment({
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.tasks, TASK), TASK_RECORD);
    await setDoc(doc(db, COLLECTIONS.tasks, 'task-2'), OTHER_TASK);
    await setDoc(
      doc(db, COLLECTIONS.tasks, TASK, SUBCOLLECTIONS.history, HISTORY_EVENT),
      HISTORY_RECORD,
    );
  },
});

const assignedTo = (db: RulesDb, uid: string) =>
  listDocs(db, COLLECTIONS.tasks, where('assignedTo', '==', uid));
const createdBy = (db: RulesDb, uid: string) =>
  listDocs(db, COLLECTIONS.tasks, where('createdBy', '==', uid));

// ---- tasks

describeStaffAccess(COLLECTIONS.tasks, readOnly(TASK_READERS, TASK_MANAGERS), {
  ...documentOperations(COLLECTIONS.tasks, TASK, { status: 'done' }),
  create: (actor) =>
    setDoc(doc(dbOf(actor), COLLECTIONS.tasks, `new-${actor}`), {
      ...TASK_RECORD,
      assignedTo: uidOf(actor),
      createdBy: uidOf(actor),
    }),
});

describe('tasks: who reads which task', () => {
  it('allows the agent the list of the tasks assigned to them', () =>
    expectAllowed(assignedTo(dbOf('agent'), uidOf('agent'))));

  it('denies the agent an unfiltered list, and a list of a colleague’s tasks', async () => {
    await expectDenied(listDocs(dbOf('agent'), COLLECTIONS.tasks));
    await expectDenied(assignedTo(dbOf('agent'), uidOf('manager')));
  });

  it('allows the author the list of the tasks they wrote, and the task itself', async () => {
    const reception = dbOf('receptionist');
    await expectAllowed(createdBy(reception, uidOf('receptionist')));
    await expectAllowed(getDoc(doc(reception, COLLECTIONS.tasks, TASK)));
  });

  it('denies the author and the assignee a task between two others', async () => {
    for (const actor of ['agent', 'receptionist'] as const) {
      await expectDenied(getDoc(doc(dbOf(actor), COLLECTIONS.tasks, 'task-2')));
    }
  });

  it('allows a manager every task, and a query on anyone’s tasks', async () => {
    const manager = dbOf('manager');
    await expectAllowed(getDoc(doc(manager, COLLECTIONS.tasks, TASK)));
    await expectAllowed(assignedTo(manager, uidOf('agent')));
  });

  it('denies a bank agent (view_dashboard, but neither assignee nor author) the task and the lists', async () => {
    const bank = dbOf('bank_agent');
    await expectDenied(getDoc(doc(bank, COLLECTIONS.tasks, TASK)));
    await expectDenied(assignedTo(bank, uidOf('agent')));
    await expectAllowed(assignedTo(bank, uidOf('bank_agent')));
  });

  it('denies the assignee once their account is suspended, or their id restricted', async () => {
    const suspended = dbWithRecord(recordFor(uidOf('agent'), 'agent', { status: 'suspended' }));
    await expectDenied(getDoc(doc(suspended, COLLECTIONS.tasks, TASK)));
    await expectDenied(assignedTo(suspended, uidOf('agent')));
    const restricted = dbOfRestrictedAgent();
    await expectDenied(getDoc(doc(restricted, COLLECTIONS.tasks, TASK)));
  });

  it('denies the assignee marking the task done or taking it over directly (the callables do)', async () => {
    const agent = dbOf('agent');
    await expectDenied(
      updateDoc(doc(agent, COLLECTIONS.tasks, TASK), { status: 'done', completedAt: at }),
    );
    await expectDenied(
      updateDoc(doc(dbOf('receptionist'), COLLECTIONS.tasks, TASK), {
        assignedTo: uidOf('receptionist'),
        assignedToName: 'Rehema Reception',
      }),
    );
    await expectDenied(deleteDoc(doc(dbOf('admin'), COLLECTIONS.tasks, TASK)));
  });
});

// ---- tasks/{id}/history

describeHistoryAccess({
  collection: COLLECTIONS.tasks,
  id: TASK,
  eventId: HISTORY_EVENT,
  readers: TASK_READERS,
  documentOperations,
});

describe('tasks/{id}/history: as the task', () => {
  it('denies a bank agent the history of a task that is not theirs', async () => {
    const history = collection(dbOf('bank_agent'), COLLECTIONS.tasks, TASK, SUBCOLLECTIONS.history);
    await expectDenied(getDocs(history));
    await expectDenied(getDoc(doc(history, HISTORY_EVENT)));
  });

  it('denies the history of a task that does not exist, even to its would-be assignee', () =>
    expectDenied(
      listDocs(dbOf('agent'), [COLLECTIONS.tasks, 'no-such-task', SUBCOLLECTIONS.history]),
    ));

  it('denies rewriting or adding to the history, even to the author or an admin', async () => {
    for (const actor of ['receptionist', 'admin'] as const) {
      const history = collection(dbOf(actor), COLLECTIONS.tasks, TASK, SUBCOLLECTIONS.history);
      await expectDenied(
        setDoc(doc(history, `forged-${actor}`), { ...HISTORY_RECORD, byName: 'Someone else' }),
      );
      await expectDenied(updateDoc(doc(history, HISTORY_EVENT), { byName: 'Someone else' }));
    }
  });
});
