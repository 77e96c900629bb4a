import { COLLECTIONS } from '@centre/domain/collections';
import {
  LICENCE_RENEWAL_MESSAGES,
  LICENCE_RENEWAL_TRANSITIONS,
  canManageLicenceRenewals,
  licenceRenewalRecordSchema,
  type LicenceRenewalRecord,
  type LicenceRenewalStatus,
} from '@centre/domain/licence-renewals';
import { db } from '../admin';
import { gatedCallable } from '../shared/gated-callable';
import type { Caller } from '../shared/require-permission';
import { callerStepsOf, type RecordWorkflow } from '../shared/workflow-step';

export const licenceRenewalRef = (renewalId: string) =>
  db.collection(COLLECTIONS.licenceRenewals).doc(renewalId);

/**
 * A licence renewal workflow callable: manage_license_renewals (requirePermission: claims, live
 * session) AND a role of /admin/license-renewals (admin, superadmin, manager;
 * canManageLicenceRenewals), so that an agent, who holds the permission but cannot open the
 * page, is refused too (permission-denied, LICENCE_RENEWAL_MESSAGES.notPermitted).
 */
export function licenceRenewalCallable<Answer>(
  handler: (caller: Caller, data: unknown) => Promise<Answer>,
) {
  return gatedCallable(
    {
      permission: 'manage_license_renewals',
      allows: canManageLicenceRenewals,
      refusal: LICENCE_RENEWAL_MESSAGES.notPermitted,
    },
    handler,
  );
}

const LICENCE_RENEWAL_WORKFLOW: RecordWorkflow<LicenceRenewalRecord, LicenceRenewalStatus> = {
  collection: COLLECTIONS.licenceRenewals,
  schema: licenceRenewalRecordSchema,
  transitions: LICENCE_RENEWAL_TRANSITIONS,
  messages: {
    notFound: LICENCE_RENEWAL_MESSAGES.notFound,
    notAllowed: LICENCE_RENEWAL_MESSAGES.notAllowed,
    stale: LICENCE_RENEWAL_MESSAGES.stale,
  },
  stampUpdatedBy: true,
};

/**
 * One step of the licence renewal workflow (status, assignment) through workflowStep:
 * licenceRenewals/{id} parsed with licenceRenewalRecordSchema, moves checked against
 * LICENCE_RENEWAL_TRANSITIONS, history under licenceRenewals/{id}/history in the same
 * transaction. Every step also stamps updatedBy, the actor's uid.
 */
export const licenceRenewalStep = callerStepsOf(LICENCE_RENEWAL_WORKFLOW);
