import { saveVisitorInput, type SavedVisitor } from '@centre/domain/visits';
import { logger } from 'firebase-functions/v2';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { runQueueTransaction, allReads, loadQueueSettings, readActor } from './context';
import { readVisitorTarget, visitorFieldsFrom, writeVisitor } from './visitor-record';
import { staffCallable } from './staff-callable';

/**
 * The desk registers a visitor, or updates one (manage_visitor_registration). A new visitor is
 * visitors/{requestId}, so a retried call updates the same record rather than making a second.
 * The phone is stored in E.164 (an invalid one is invalid-argument); on an update an empty
 * phone, email, ID number (and the other optional fields) keeps what is stored, since the desk
 * only sees them masked. Search tokens, timestamps and the creator are the server's.
 */
export const saveVisitor = staffCallable('manage_visitor_registration', saveVisitorFor);

export async function saveVisitorFor(caller: Caller, data: unknown): Promise<SavedVisitor> {
  const input = parseInput(saveVisitorInput, data);
  const settings = await loadQueueSettings();
  const fields = visitorFieldsFrom(input.visitor, settings.defaultPhoneCountry);
  const answer = await runQueueTransaction(async (transaction) => {
    const [target, actor] = await allReads([
      readVisitorTarget(transaction, input.visitorId, input.requestId),
      readActor(transaction, caller.uid),
    ]);
    writeVisitor(transaction, target, fields, actor);
    return { visitorId: target.ref.id, created: target.stored === null };
  });
  logger.info('visitor saved', { ...answer, by: caller.uid });
  return answer;
}
