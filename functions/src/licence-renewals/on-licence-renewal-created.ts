import { COLLECTIONS } from '@centre/domain/collections';
import { LICENCE_REFERENCE_PREFIX } from '@centre/domain/licence-renewals';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { assignReferenceOnCreate, type ReferenceAssignment } from '../shared/assign-reference';

const LICENCE_REFERENCE: ReferenceAssignment = {
  collection: COLLECTIONS.licenceRenewals,
  prefix: LICENCE_REFERENCE_PREFIX,
  references: COLLECTIONS.licenceRenewalReferences,
  idField: 'renewalId',
  fields: (createdAt) => ({
    assignedTo: null,
    assignedToName: null,
    statusNote: '',
    statusChangedAt: createdAt ?? FieldValue.serverTimestamp(),
  }),
};

/**
 * Gives a new licence renewal request its reference (LIC-XXXXXX), assignedTo null, the start of
 * its status clock (statusChangedAt, the request's createdAt) and its first history entry
 * (docs/product.md §4.13), as onApplicationCreated does for applications (assignReferenceOnCreate):
 * one transaction reads licenceRenewalReferences/{code} and creates it, so two renewals never
 * share a code. Idempotent: a renewal that already has a reference is left alone, and the history
 * entry is keyed by the event id, so a retried event changes nothing.
 */
export const onLicenceRenewalCreated = onDocumentCreated(
  `${COLLECTIONS.licenceRenewals}/{renewalId}`,
  (event) => assignLicenceReference(event.params.renewalId, event.id),
);

export async function assignLicenceReference(renewalId: string, eventId: string): Promise<void> {
  const reference = await assignReferenceOnCreate(LICENCE_REFERENCE, renewalId, eventId);
  if (reference) logger.info('licence renewal reference assigned', { renewalId, reference });
}
