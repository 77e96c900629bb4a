import type { ApplicationHistoryEntry } from '@centre/domain/applications';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../admin';

/**
 * Keeps the history of an application (PRODUCT "Data": every status change appends to history):
 * when staff change its status or assignee, writes history/{event id} with who did it (the
 * updatedBy the rules forced to be their uid), their display name, when (the change's own
 * updatedAt, which the rules forced to be the request time) and the staff's statusNote, and
 * stamps statusChangedAt. The note is then removed from the application, so a later status
 * change without a note does not inherit it.
 * Idempotent: entries are keyed by the event id and created only when absent.
 */
export const onApplicationUpdated = onDocumentUpdated('applications/{applicationId}', (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after) return;
  return recordChange(event.params.applicationId, event.id, before, after);
});

type Change = Omit<ApplicationHistoryEntry, 'by' | 'byName' | 'at'>;

export async function recordChange(
  applicationId: string,
  eventId: string,
  before: DocumentData,
  after: DocumentData,
): Promise<void> {
  const changes = describeChanges(before, after);
  if (changes.length === 0) return;

  const by = typeof after.updatedBy === 'string' && after.updatedBy ? after.updatedBy : 'unknown';
  const at: unknown = after.updatedAt instanceof Timestamp ? after.updatedAt : null;
  const applicationRef = db.doc(`applications/${applicationId}`);
  // One write may change both status and assignee: one entry each, both keyed by this event.
  const entries = changes.map((change, index) => ({
    ref: applicationRef.collection('history').doc(index === 0 ? eventId : `${eventId}-${index}`),
    change,
  }));

  await db.runTransaction(async (transaction) => {
    const [current, author, ...existing] = await Promise.all([
      transaction.get(applicationRef),
      transaction.get(db.doc(`users/${by}`)),
      ...entries.map(({ ref }) => transaction.get(ref)),
    ]);
    if (!current.exists || existing.every((snapshot) => snapshot.exists)) return;

    const byName: unknown = author.get('displayName');
    entries.forEach(({ ref, change }, index) => {
      if (existing[index]?.exists) return;
      const entry: ApplicationHistoryEntry = {
        ...change,
        by,
        byName: typeof byName === 'string' ? byName : null,
        at: at ?? FieldValue.serverTimestamp(),
      };
      transaction.create(ref, entry);
    });

    const audit: Record<string, unknown> = {};
    const statusChanged = changes.some((change) => change.kind === 'status');
    // An older event that arrives late must not move statusChangedAt back.
    const stamped: unknown = current.get('statusChangedAt');
    if (
      statusChanged &&
      current.get('status') === after.status &&
      !(
        stamped instanceof Timestamp &&
        at instanceof Timestamp &&
        stamped.toMillis() > at.toMillis()
      )
    ) {
      audit.statusChangedAt = at ?? FieldValue.serverTimestamp();
    }
    if (
      statusChanged &&
      after.statusNote !== undefined &&
      current.get('statusNote') === after.statusNote
    ) {
      audit.statusNote = FieldValue.delete();
    }
    if (Object.keys(audit).length > 0) transaction.update(applicationRef, audit);
  });
  logger.info('application history recorded', {
    applicationId,
    kinds: changes.map((change) => change.kind),
  });
}

/** The history-worthy differences: status, then assignee (a missing assignee equals null). */
export function describeChanges(before: DocumentData, after: DocumentData): Change[] {
  const changes: Change[] = [];
  if (before.status !== after.status) {
    // A note counts only when written with this change, not one left from an earlier write.
    const note =
      typeof after.statusNote === 'string' && after.statusNote !== before.statusNote
        ? after.statusNote.trim() || null
        : null;
    changes.push({
      kind: 'status',
      from: stringOrNull(before.status),
      to: stringOrNull(after.status),
      note,
    });
  }
  const from = stringOrNull(before.assignedTo);
  const to = stringOrNull(after.assignedTo);
  if (from !== to) {
    changes.push({
      kind: 'assignment',
      from,
      to,
      fromName: from ? stringOrNull(before.assignedToName) : null,
      toName: to ? stringOrNull(after.assignedToName) : null,
      note: null,
    });
  }
  return changes;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}
