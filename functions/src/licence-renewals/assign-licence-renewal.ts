import { COLLECTIONS } from '@centre/domain/collections';
import {
  LICENCE_RENEWAL_MESSAGES,
  assignLicenceRenewalInput,
  type LicenceRenewalAnswer,
} from '@centre/domain/licence-renewals';
import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from '../admin';
import { assignmentPlan } from '../shared/assignment-plan';
import { parseInput } from '../shared/parse-input';
import { readEligibleAssignee } from '../shared/read-assignee';
import type { Caller } from '../shared/require-permission';
import { licenceRenewalCallable, licenceRenewalStep } from './context';

/** The permission a renewal's assignee must hold: they can open it. */
const ASSIGNEE_PERMISSION = 'view_license_renewals';

/**
 * The member of staff a renewal is given to, read in `transaction`: an existing, active,
 * unrestricted user whose record earns view_license_renewals (claimsFor: the same decision as
 * their token's claims). Unknown is not-found; anyone else failed-precondition. Answers their
 * name as the server knows it (staffNameOf).
 */
async function readAssignee(transaction: Transaction, assigneeId: string): Promise<string> {
  const { name } = await readEligibleAssignee(transaction, assigneeId, ASSIGNEE_PERMISSION, {
    notFound: LICENCE_RENEWAL_MESSAGES.assigneeNotFound,
    notEligible: LICENCE_RENEWAL_MESSAGES.assigneeNotEligible,
  });
  return name;
}

/**
 * Staff (admin, manager) assign a licence renewal to a member of staff who can view renewals, or
 * to nobody (assigneeId null). One transaction writes assignedTo, assignedToName (the server's),
 * updatedAt, updatedBy and the 'assignment' history entry with both names. Assigning whoever is
 * already assigned changes nothing.
 */
export const assignLicenceRenewal = licenceRenewalCallable(assignLicenceRenewalFor);

export async function assignLicenceRenewalFor(
  caller: Caller,
  data: unknown,
): Promise<LicenceRenewalAnswer> {
  const { renewalId, assigneeId } = parseInput(assignLicenceRenewalInput, data);
  const { changed, result } = await licenceRenewalStep(renewalId, caller, {
    plan: (current, _actor, transaction) =>
      assignmentPlan(current, assigneeId, (uid) => readAssignee(transaction, uid), current.status),
  });
  if (changed) logger.info('licence renewal assigned', { renewalId, assigneeId, by: caller.uid });
  const status = result ?? (await currentStatus(renewalId));
  return { renewalId, status, changed };
}

async function currentStatus(renewalId: string): Promise<LicenceRenewalAnswer['status']> {
  const snapshot = await db.doc(`${COLLECTIONS.licenceRenewals}/${renewalId}`).get();
  return snapshot.get('status');
}
