import { COLLECTIONS } from '@centre/domain/collections';
import {
  TASK_MESSAGES,
  TASK_TRANSITIONS,
  canChangeTask,
  taskRecordSchema,
  type TaskHistoryRecord,
  type TaskRecord,
  type TaskStatus,
} from '@centre/domain/tasks';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { readEligibleAssignee } from '../shared/read-assignee';
import type { Caller } from '../shared/require-permission';
import type { TransitionOutcome } from '../shared/transition-with-history';
import { workflowStep, type RecordWorkflow, type WorkflowStep } from '../shared/workflow-step';

/** The permission a task's assignee must hold (the same one creating a task needs). */
export const TASK_PERMISSION = 'view_dashboard';

const TASK_WORKFLOW: RecordWorkflow<TaskRecord, TaskStatus> = {
  collection: COLLECTIONS.tasks,
  schema: taskRecordSchema,
  transitions: TASK_TRANSITIONS,
  messages: {
    notFound: TASK_MESSAGES.taskNotFound,
    notAllowed: TASK_MESSAGES.transition,
    stale: TASK_MESSAGES.stale,
  },
  stampUpdatedBy: true,
};

/**
 * One step of a task's workflow (updateTaskStatus, reassignTask) through workflowStep:
 * tasks/{id} parsed with taskRecordSchema, moves checked against TASK_TRANSITIONS
 * (failed-precondition `transition`), a stale expectedStatus refused (failed-precondition
 * `stale`), history entries (event, from, to, note, detail + by, byName, at) under
 * tasks/{id}/history in the same transaction. Only the assignee, the author and the
 * TASK_MANAGER_ROLES may change a task (permission-denied `notAllowed`); every step stamps
 * updatedBy.
 */
export function taskStep<Result>(
  taskId: string,
  caller: Caller,
  step: Omit<WorkflowStep<TaskRecord, TaskStatus, Result>, 'actorUid'>,
): Promise<TransitionOutcome<Result>> {
  return workflowStep(TASK_WORKFLOW, taskId, {
    ...step,
    actorUid: caller.uid,
    plan: (current, actor, transaction) => {
      if (!canChangeTask(caller, current)) {
        throw new HttpsError('permission-denied', TASK_MESSAGES.notAllowed);
      }
      return step.plan(current, actor, transaction);
    },
  });
}

/** A history entry a step writes (the transaction adds by, byName and at). */
export type TaskStepEntry = Omit<TaskHistoryRecord, 'id' | 'by' | 'byName' | 'at'>;

/** The entry of a step moving a task `from` -> `to`; an empty note is none. */
export function taskStepEntry(
  event: TaskStepEntry['event'],
  from: TaskStatus,
  to: TaskStatus,
  note: string | undefined,
  detail: string | null = null,
): TaskStepEntry {
  return { event, from, to, note: note || null, detail };
}

/**
 * The colleague a task is given to, read in `transaction`: an existing, active, unrestricted
 * member of staff whose record earns view_dashboard (claimsFor: the same decision as their
 * token's claims). Unknown is not-found `assigneeNotFound`; anyone else failed-precondition
 * `assignee`. Answers their name as the server knows it (staffNameOf).
 */
export function readAssignee(
  transaction: Transaction,
  assigneeId: string,
): Promise<{ snapshot: DocumentSnapshot; name: string }> {
  return readEligibleAssignee(transaction, assigneeId, TASK_PERMISSION, {
    notFound: TASK_MESSAGES.assigneeNotFound,
    notEligible: TASK_MESSAGES.assigneeNotEligible,
  });
}
