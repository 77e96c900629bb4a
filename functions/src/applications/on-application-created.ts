import { COLLECTIONS } from '@centre/domain/collections';
import { referenceTrigger, type ReferenceAssignment } from '../shared/assign-reference';

const APPLICATION_REFERENCE: ReferenceAssignment = {
  label: 'application',
  collection: COLLECTIONS.applications,
  prefix: 'APP',
  references: COLLECTIONS.applicationReferences,
  idField: 'applicationId',
  fields: () => ({ priority: 'normal', assignedTo: null }),
};

/**
 * Gives a new application its reference (APP-XXXXXX) and first history entry (docs/product.md §3).
 * Uniqueness: inside one transaction the trigger reads applicationReferences/{code} and creates
 * it, so two applications can never hold the same code (a concurrent claim of the same code
 * aborts and retries one of the transactions, which then sees the code taken).
 * Idempotent: an application that already has a reference is left alone, and the history entry
 * is keyed by the event id, so a retried event changes nothing (assignReferenceOnCreate).
 */
export const onApplicationCreated = referenceTrigger(APPLICATION_REFERENCE);
