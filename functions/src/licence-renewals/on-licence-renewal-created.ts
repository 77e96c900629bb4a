import { APPLICANT_ACTOR } from '@centre/domain/applications';
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  LICENCE_REFERENCE_PREFIX,
  type LicenceRenewalHistoryRecord,
} from '@centre/domain/licence-renewals';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { drawFreeReference } from '../shared/draw-free-reference';

type CreatedEntry = Omit<LicenceRenewalHistoryRecord, 'id' | 'at' | 'fromName' | 'toName'> & {
  at: unknown;
};

/**
 * Gives a new licence renewal request its reference (LIC-XXXXXX), assignedTo null, the start of
 * its status clock (statusChangedAt, the request's createdAt) and its first history entry
 * (docs/product.md §4.13), as onApplicationCreated does for applications: one transaction reads
 * licenceRenewalReferences/{code} and creates it, so two renewals never share a code.
 * Idempotent: a renewal that already has a reference is left alone, and the history entry is
 * keyed by the event id, so a retried event changes nothing.
 */
export const onLicenceRenewalCreated = onDocumentCreated(
  `${COLLECTIONS.licenceRenewals}/{renewalId}`,
  (event) => assignLicenceReference(event.params.renewalId, event.id),
);

export async function assignLicenceReference(renewalId: string, eventId: string): Promise<void> {
  const renewalRef = db.doc(`${COLLECTIONS.licenceRenewals}/${renewalId}`);
  const historyRef = renewalRef.collection(SUBCOLLECTIONS.history).doc(eventId);

  const reference = await db.runTransaction(async (transaction) => {
    const [renewal, history] = await Promise.all([
      transaction.get(renewalRef),
      transaction.get(historyRef),
    ]);
    if (!renewal.exists || renewal.get('reference')) return null;

    const code = await drawFreeReference(
      transaction,
      LICENCE_REFERENCE_PREFIX,
      COLLECTIONS.licenceRenewalReferences,
    );
    const createdAt: unknown = renewal.get('createdAt');
    const status: unknown = renewal.get('status');
    transaction.create(db.doc(`${COLLECTIONS.licenceRenewalReferences}/${code}`), {
      renewalId,
      createdAt: FieldValue.serverTimestamp(),
    });
    transaction.update(renewalRef, {
      reference: code,
      assignedTo: null,
      assignedToName: null,
      statusNote: '',
      statusChangedAt: createdAt ?? FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (!history.exists) {
      const entry: CreatedEntry = {
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
  if (reference) logger.info('licence renewal reference assigned', { renewalId, reference });
}
