import {
  VISIT_MESSAGES,
  closeDeskInput,
  type DeskAnswer,
  type DeskRecord,
} from '@centre/domain/visits';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { runQueueTransaction, allReads, loadQueueContext } from './context';
import { DESK_PERMISSION, deskRef, parseDesk } from './desks';
import { QueueDay, boardDeskOf, openDesksPerService, readOpenDesks } from './queue-summary';
import { staffCallable } from './staff-callable';

/**
 * A member of staff closes their desk (manage_visits), through closeDeskOf. Closing a closed desk
 * changes nothing (a retry); a member of staff who never opened one is failed-precondition
 * noDeskOpen.
 */
export const closeDesk = staffCallable(DESK_PERMISSION, closeDeskFor);

export async function closeDeskFor(caller: Caller, data: unknown): Promise<DeskAnswer> {
  parseInput(closeDeskInput, data);
  const { desk } = await closeDeskOf(caller.uid, 'closed by its holder');
  if (!desk) throw new HttpsError('failed-precondition', VISIT_MESSAGES.noDeskOpen);
  return { deskName: desk.deskName, serviceIds: desk.serviceIds, open: false };
}

/** What closeDeskOf found: the desk as it was (null: none), and whether this call closed it. */
export interface DeskClosing {
  desk: DeskRecord | null;
  changed: boolean;
}

/**
 * Closes desks/{uid} if it is open, in one transaction (the only code that closes a desk: the
 * holder's closeDesk, and the claims sync when the holder may no longer hold one, see whyNoDesk):
 * the desk says closed (closedAt), leaves today's board, and the display's open desks, which drive
 * the public wait estimate, are recounted from the other open desks. A visit the desk has called
 * or serves keeps its desk and assignee (any desk can still complete, transfer or assign it).
 * Idempotent: no desk, or a closed one, changes nothing and is no error (a retried call or event);
 * a desk that is not open is answered without a transaction. Logs `reason` when it closes one.
 */
export async function closeDeskOf(uid: string, reason: string): Promise<DeskClosing> {
  const ref = deskRef(uid);
  const found = parseDesk(await ref.get());
  if (!found?.open) return { desk: found, changed: false };
  const { queueDate, timezone } = await loadQueueContext();

  const closing = await runQueueTransaction(async (transaction): Promise<DeskClosing> => {
    const [current, openDesks, day] = await allReads([
      transaction.get(ref).then(parseDesk),
      readOpenDesks(transaction),
      QueueDay.read(transaction, queueDate, { timezone }),
    ]);
    if (!current?.open) return { desk: current, changed: false };
    transaction.update(ref, {
      open: false,
      closedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const others = openDesks.filter((d) => d.id !== uid).map((d) => boardDeskOf(d));
    day.setOpenDesks(openDesksPerService(others));
    day.setDesk(uid, null);
    day.write(transaction);
    return { desk: current, changed: true };
  });

  if (closing.changed) {
    logger.info('desk closed', { uid, reason, deskName: closing.desk?.deskName });
  }
  return closing;
}
