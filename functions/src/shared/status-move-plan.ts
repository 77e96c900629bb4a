import type { ApplicationHistoryEntry } from '@centre/domain/applications';
import { FieldValue } from 'firebase-admin/firestore';
import type { TransitionPlan } from './transition-with-history';

/** The 'status' history entry (the transaction adds by, byName and at). */
type StatusEntry = Omit<ApplicationHistoryEntry, 'by' | 'byName' | 'at'>;

/**
 * The step that moves a record from `from` to `to` with the caller's note (applications,
 * licence renewals): the status, statusChangedAt (the record's clock restarts), `statusNote`
 * (what the record keeps of the note; omitted: not written) and the 'status' history entry with the note (an empty one
 * is none) and `names` when the entries of that record carry them. Null when the record already
 * has the status (a retried call changes nothing).
 */
export function statusMovePlan<S extends string>(
  from: S,
  to: S,
  note: string,
  { statusNote, names }: { statusNote?: unknown; names?: Pick<StatusEntry, 'fromName' | 'toName'> },
): TransitionPlan<S, null> | null {
  if (from === to) return null;
  const entry: StatusEntry = { kind: 'status', from, to, ...names, note: note || null };
  return {
    status: to,
    fields: {
      statusChangedAt: FieldValue.serverTimestamp(),
      ...(statusNote !== undefined && { statusNote }),
    },
    history: [entry],
    result: null,
  };
}
