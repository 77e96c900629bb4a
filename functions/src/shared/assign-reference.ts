import { APPLICANT_ACTOR, type ApplicationHistoryEntry } from '@centre/domain/applications';
import { SUBCOLLECTIONS } from '@centre/domain/collections';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import {
  drawFreeReference,
  type ReferenceCollection,
  type ReferencePrefix,
} from './draw-free-reference';
import { RETRIED, withinRetryWindow } from './retried-trigger';

/** What the trigger of a newly submitted record (an application, a licence renewal) hands out. */
export interface ReferenceAssignment {
  /** What the record is called in the logs ('application': "application reference assigned"). */
  label: string;
  /** The record's collection: {collection}/{recordId}. */
  collection: string;
  prefix: ReferencePrefix;
  /** Where each code is reserved: {references}/{code} holds { [idField]: recordId, createdAt }. */
  references: ReferenceCollection;
  idField: string;
  /** The fields written beside the reference, given the record's own createdAt. */
  fields: (createdAt: unknown) => Record<string, unknown>;
}

/**
 * Gives a newly submitted record its reference and first history entry ('created' by the
 * applicant, at the record's createdAt). Uniqueness: inside one transaction it reads
 * {references}/{code} and creates it (drawFreeReference), so two records can never hold the same
 * code. Idempotent: a record that already has a reference is left alone, and the history entry is
 * keyed by the event id, so a retried event changes nothing. Logs the code it assigns.
 */
export async function assignReferenceOnCreate(
  assignment: ReferenceAssignment,
  recordId: string,
  eventId: string,
): Promise<void> {
  const recordRef = db.doc(`${assignment.collection}/${recordId}`);
  const historyRef = recordRef.collection(SUBCOLLECTIONS.history).doc(eventId);

  const reference = await db.runTransaction(async (transaction) => {
    const [record, history] = await Promise.all([
      transaction.get(recordRef),
      transaction.get(historyRef),
    ]);
    // Deleted since (e.g. a test clearing the emulator), or already done by an earlier attempt.
    if (!record.exists || record.get('reference')) return null;

    const code = await drawFreeReference(transaction, assignment.prefix, assignment.references);
    const createdAt: unknown = record.get('createdAt');
    const status: unknown = record.get('status');
    transaction.create(db.doc(`${assignment.references}/${code}`), {
      [assignment.idField]: recordId,
      createdAt: FieldValue.serverTimestamp(),
    });
    transaction.update(recordRef, {
      reference: code,
      ...assignment.fields(createdAt),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (!history.exists) {
      const entry: ApplicationHistoryEntry = {
        kind: 'created',
        from: null,
        to: typeof status === 'string' ? status : 'submitted',
        by: APPLICANT_ACTOR,
        byName: null,
        at: createdAt ?? FieldValue.serverTimestamp(),
        note: null,
      };
      transaction.create(historyRef, entry);
    }
    return code;
  });
  if (reference) {
    logger.info(`${assignment.label} reference assigned`, {
      [assignment.idField]: recordId,
      reference,
    });
  }
}

/** The trigger on {collection}/{recordId} that runs assignReferenceOnCreate once per event. */
export function referenceTrigger(assignment: ReferenceAssignment) {
  return onDocumentCreated(
    { document: `${assignment.collection}/{recordId}`, ...RETRIED },
    withinRetryWindow(`${assignment.label} reference`, (event) =>
      assignReferenceOnCreate(assignment, event.params.recordId, event.id),
    ),
  );
}
