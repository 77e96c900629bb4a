import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { createTaskInput, type TaskAnswer, type TaskHistoryRecord } from '@centre/domain/tasks';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from '../admin';
import { onCall } from '../https/on-call';
import { readStaffRecord, staffNameOf } from '../identity/staff-name';
import { parseInput } from '../shared/parse-input';
import { requirePermission, type Caller } from '../shared/require-permission';
import { resolveRecordLink } from '../shared/resolve-record-link';
import { TASK_PERMISSION, readAssignee } from './task-step';

type CreatedEntry = Omit<TaskHistoryRecord, 'id' | 'at'>;

/**
 * Staff with view_dashboard create a task for a colleague (readAssignee: active, unrestricted,
 * with view_dashboard; themselves included), optionally about a record (resolveRecordLink: it
 * must exist, and its label is the server's). One transaction reads the author's and the
 * assignee's users/{uid} and the linked record, then writes tasks/{id} (status open, the
 * names from the server, createdAt = updatedAt = the commit time, completedAt null) and its
 * 'created' history entry. The input is a strict object: a client sending names or an author
 * is refused (invalid-argument).
 */
export const createTask = onCall(async (request) =>
  createTaskFor(await requirePermission(request, TASK_PERMISSION), request.data),
);

export async function createTaskFor(caller: Caller, data: unknown): Promise<TaskAnswer> {
  const input = parseInput(createTaskInput, data);
  const ref = db.collection(COLLECTIONS.tasks).doc();
  await db.runTransaction(async (transaction) => {
    const [author, assignee, relatedTo] = await Promise.all([
      readStaffRecord(transaction, caller.uid),
      readAssignee(transaction, input.assigneeId),
      resolveRecordLink(transaction, input.relatedTo),
    ]);
    const authorName = staffNameOf(author);
    const now = FieldValue.serverTimestamp();
    transaction.create(ref, {
      title: input.title,
      description: input.description,
      assignedTo: input.assigneeId,
      assignedToName: assignee.name,
      dueDate: input.dueDate,
      status: 'open',
      relatedTo,
      createdBy: caller.uid,
      createdByName: authorName,
      createdAt: now,
      updatedAt: now,
      updatedBy: caller.uid,
      completedAt: null,
    });
    const entry: CreatedEntry = {
      event: 'created',
      from: null,
      to: 'open',
      note: null,
      detail: assignee.name,
      by: caller.uid,
      byName: authorName,
    };
    transaction.create(ref.collection(SUBCOLLECTIONS.history).doc(), { ...entry, at: now });
  });
  logger.info('task created', { taskId: ref.id, assigneeId: input.assigneeId, by: caller.uid });
  return { taskId: ref.id, status: 'open' };
}
