import type { ApplicationHistoryEntry } from '@centre/domain/applications';
import type { TransitionPlan } from './transition-with-history';

/** The 'assignment' history entry (the transaction adds by, byName and at). */
type AssignmentEntry = Omit<ApplicationHistoryEntry, 'by' | 'byName' | 'at'>;

/**
 * The step that gives `current` to `assigneeId` (a staff uid, or null for nobody): assignedTo and
 * assignedToName (`readName`: the assignee's name as the server knows it, read in the step's
 * transaction, which may refuse them) and the 'assignment' history entry with both uids and
 * names. Null when it is already theirs (a retried call changes nothing).
 */
export async function assignmentPlan<Result>(
  current: { assignedTo: string | null; assignedToName: string | null },
  assigneeId: string | null,
  readName: (assigneeId: string) => Promise<string>,
  result: Result,
): Promise<TransitionPlan<never, Result> | null> {
  if ((current.assignedTo ?? null) === assigneeId) return null;
  const toName = assigneeId ? await readName(assigneeId) : null;
  const from = current.assignedTo || null;
  const entry: AssignmentEntry = {
    kind: 'assignment',
    from,
    to: assigneeId,
    fromName: from ? current.assignedToName : null,
    toName,
    note: null,
  };
  return { fields: { assignedTo: assigneeId, assignedToName: toName }, history: [entry], result };
}
