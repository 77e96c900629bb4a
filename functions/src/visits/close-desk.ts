import { VISIT_MESSAGES, closeDeskInput, type DeskAnswer } from '@centre/domain/visits';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { runQueueTransaction, allReads, loadQueueContext } from './context';
import { deskRef, parseDesk } from './desks';
import { QueueDay, boardDeskOf, openDesksPerService, readOpenDesks } from './queue-summary';
import { staffCallable } from './staff-callable';

/**
 * A member of staff closes their desk (manage_visits). A visit the desk has called or serves
 * keeps its desk and assignee (it can still be completed); the desk leaves the board and the
 * display's open desks are recounted. Closing a closed desk changes nothing (a retry); a member
 * of staff who never opened one is failed-precondition noDeskOpen.
 */
export const closeDesk = staffCallable('manage_visits', closeDeskFor);

export async function closeDeskFor(caller: Caller, data: unknown): Promise<DeskAnswer> {
  parseInput(closeDeskInput, data);
  const { queueDate, timezone } = await loadQueueContext();
  const ref = deskRef(caller.uid);

  const answer = await runQueueTransaction(async (transaction) => {
    const [current, openDesks, day] = await allReads([
      transaction.get(ref).then(parseDesk),
      readOpenDesks(transaction),
      QueueDay.read(transaction, queueDate, { timezone }),
    ]);
    if (!current) throw new HttpsError('failed-precondition', VISIT_MESSAGES.noDeskOpen);
    const result: DeskAnswer = {
      deskName: current.deskName,
      serviceIds: current.serviceIds,
      open: false,
    };
    if (!current.open) return { ...result, changed: false };
    transaction.update(ref, {
      open: false,
      closedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const others = openDesks.filter((d) => d.id !== caller.uid).map((d) => boardDeskOf(d));
    day.setOpenDesks(openDesksPerService(others));
    day.setDesk(caller.uid, null);
    day.write(transaction);
    return { ...result, changed: true };
  });

  const { changed, ...desk } = answer;
  if (changed) logger.info('desk closed', { uid: caller.uid, deskName: desk.deskName });
  return desk;
}
