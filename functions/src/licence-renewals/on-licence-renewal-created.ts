import { COLLECTIONS } from '@centre/domain/collections';
import { LICENCE_REFERENCE_PREFIX } from '@centre/domain/licence-renewals';
import { FieldValue } from 'firebase-admin/firestore';
import { referenceTrigger, type ReferenceAssignment } from '../shared/assign-reference';

const LICENCE_REFERENCE: ReferenceAssignment = {
  label: 'licence renewal',
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
export const onLicenceRenewalCreated = referenceTrigger(LICENCE_REFERENCE);
