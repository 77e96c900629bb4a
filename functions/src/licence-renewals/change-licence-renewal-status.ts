import {
  changeLicenceRenewalStatusInput,
  licenceRenewalNeedsNote,
  type LicenceRenewalAnswer,
} from '@centre/domain/licence-renewals';
import { logger } from 'firebase-functions/v2';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { statusMovePlan } from '../shared/status-move-plan';
import { licenceRenewalCallable, licenceRenewalStep } from './context';

/**
 * Staff (admin, manager: licenceRenewalCallable) move a licence renewal along
 * LICENCE_RENEWAL_TRANSITIONS. One transaction writes the status, statusChangedAt (the clock of
 * days in status restarts on every move), updatedAt, updatedBy, statusNote (the note of an
 * awaiting_client or rejected move, which the public status check shows for awaiting_client;
 * cleared by any other move) and the 'status' history entry with the note. A move from a status
 * other than expectedStatus, or outside the table, is `failed-precondition`; asking for the
 * status it already has changes nothing (a retried call).
 */
export const changeLicenceRenewalStatus = licenceRenewalCallable(changeLicenceRenewalStatusFor);

export async function changeLicenceRenewalStatusFor(
  caller: Caller,
  data: unknown,
): Promise<LicenceRenewalAnswer> {
  const { renewalId, to, expectedStatus, note } = parseInput(changeLicenceRenewalStatusInput, data);
  const { changed } = await licenceRenewalStep(renewalId, caller, {
    expectedStatus,
    plan: (current) =>
      statusMovePlan(current.status, to, note, {
        statusNote: licenceRenewalNeedsNote(to) ? note : '',
        names: { fromName: null, toName: null },
      }),
  });
  if (changed) logger.info('licence renewal status changed', { renewalId, to, by: caller.uid });
  return { renewalId, status: to, changed };
}
