import { APPLICANT_ACTOR, type ApplicationHistoryEntry } from '@centre/domain/applications';
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { drawFreeReference } from '../shared/draw-free-reference';

/**
 * Gives a new application its reference (APP-XXXXXX) and first history entry (docs/product.md §3).
 * Uniqueness: inside one transaction the trigger reads applicationReferences/{code} and creates
 * it, so two applications can never hold the same code (a concurrent claim of the same code
 * aborts and retries one of the transactions, which then sees the code taken).
 * Idempotent: an application that already has a reference is left alone, and the history entry
 * is keyed by the event id, so a retried event changes nothing.
 */
export const onApplicationCreated = onDocumentCreated(
  `${COLLECTIONS.applications}/{applicationId}`,
  (event) => assignReference(event.params.applicationId, event.id),
);

export async function assignReference(applicationId: string, eventId: string): Promise<void> {
  const applicationRef = db.doc(`${COLLECTIONS.applications}/${applicationId}`);
  const historyRef = applicationRef.collection(SUBCOLLECTIONS.history).doc(eventId);

  const reference = await db.runTransaction(async (transaction) => {
    const [application, history] = await Promise.all([
      transaction.get(applicationRef),
      transaction.get(historyRef),
    ]);
    // Deleted since (e.g. a test clearing the emulator), or already done by an earlier attempt.
    if (!application.exists || application.get('reference')) return null;

    const code = await drawFreeReference(transaction, 'APP', COLLECTIONS.applicationReferences);
    const createdAt: unknown = application.get('createdAt');
    const status: unknown = application.get('status');
    transaction.create(db.doc(`${COLLECTIONS.applicationReferences}/${code}`), {
      applicationId,
      createdAt: FieldValue.serverTimestamp(),
    });
    transaction.update(applicationRef, {
      reference: code,
      priority: 'normal',
      assignedTo: null,
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
  if (reference) logger.info('application reference assigned', { applicationId, reference });
}
