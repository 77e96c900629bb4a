import { COLLECTIONS } from '@centre/domain/collections';
import {
  LICENCE_RENEWAL_MESSAGES,
  LICENCE_RENEWAL_TRANSITIONS,
  canManageLicenceRenewals,
  licenceRenewalRecordSchema,
  type LicenceRenewalRecord,
  type LicenceRenewalStatus,
} from '@centre/domain/licence-renewals';
import type { Permission } from '@centre/domain/permissions';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { onCall } from '../https/on-call';
import { parseRecord } from '../shared/parse-record';
import { requirePermission, type Caller } from '../shared/require-permission';
import {
  transitionWithHistory,
  type TransitionOutcome,
  type TransitionRequest,
} from '../shared/transition-with-history';

export const licenceRenewalRef = (renewalId: string) =>
  db.collection(COLLECTIONS.licenceRenewals).doc(renewalId);

const MANAGING_PERMISSION: Permission = 'manage_license_renewals';

/**
 * A licence renewal workflow callable: manage_license_renewals (requirePermission: claims, live
 * session) AND a role of /admin/license-renewals (admin, superadmin, manager;
 * canManageLicenceRenewals), so that an agent, who holds the permission but cannot open the
 * page, is refused too (permission-denied, LICENCE_RENEWAL_MESSAGES.notPermitted).
 */
export function licenceRenewalCallable<Answer>(
  handler: (caller: Caller, data: unknown) => Promise<Answer>,
) {
  return onCall(async (request: CallableRequest): Promise<Answer> => {
    const caller = await requirePermission(request, MANAGING_PERMISSION);
    const perms = request.auth?.token.perms;
    if (
      !canManageLicenceRenewals({
        uid: caller.uid,
        role: caller.role,
        permissions: Array.isArray(perms) ? (perms as string[]) : [],
      })
    ) {
      throw new HttpsError('permission-denied', LICENCE_RENEWAL_MESSAGES.notPermitted);
    }
    return handler(caller, request.data);
  });
}

type RenewalStep<Result> = Pick<
  TransitionRequest<LicenceRenewalRecord, LicenceRenewalStatus, Result>,
  'expectedStatus' | 'plan'
>;

/**
 * One step of the licence renewal workflow (status, assignment) through transitionWithHistory:
 * licenceRenewals/{id} parsed with licenceRenewalRecordSchema, moves checked against
 * LICENCE_RENEWAL_TRANSITIONS, history under licenceRenewals/{id}/history in the same
 * transaction. Every step also stamps updatedBy, the actor's uid.
 */
export function licenceRenewalStep<Result>(
  renewalId: string,
  caller: Caller,
  step: RenewalStep<Result>,
): Promise<TransitionOutcome<Result>> {
  return transitionWithHistory<LicenceRenewalRecord, LicenceRenewalStatus, Result>({
    ...step,
    ref: licenceRenewalRef(renewalId),
    parse: (snapshot) => parseRecord(licenceRenewalRecordSchema, snapshot),
    transitions: LICENCE_RENEWAL_TRANSITIONS,
    actorUid: caller.uid,
    messages: {
      notFound: LICENCE_RENEWAL_MESSAGES.notFound,
      notAllowed: LICENCE_RENEWAL_MESSAGES.notAllowed,
      stale: LICENCE_RENEWAL_MESSAGES.stale,
    },
    plan: async (current, actor, transaction) => {
      const plan = await step.plan(current, actor, transaction);
      return plan && { ...plan, fields: { ...plan.fields, updatedBy: actor.uid } };
    },
  });
}
