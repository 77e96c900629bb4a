import {
  VISIT_MESSAGES,
  closeDeskInput,
  type DeskAnswer,
  type DeskRecord,
} from '@centre/domain/visits';
import type { Permission } from '@centre/domain/permissions';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { onCall } from '../https/on-call';
import { parseInput } from '../shared/parse-input';
import { requirePermission, requireSignIn, type Caller } from '../shared/require-permission';
import { runQueueTransaction, allReads, loadQueueContext } from './context';
import { DESK_PERMISSION, deskRef, parseDesk } from './desks';
import { QueueDay, boardDeskOf, openDesksPerService, readOpenDesks } from './queue-summary';

/**
 * The permission with which a caller closes a colleague's desk (`uid`): an admin's, for a member
 * of staff who left without closing theirs.
 */
export const CLOSE_COLLEAGUE_DESK_PERMISSION: Permission = 'manage_users';

/**
 * A member of staff closes their desk (manage_visits), or an admin (manage_users) a colleague's
 * (`uid`), through closeDeskOf. Closing a closed desk changes nothing (a retry); a member of staff
 * who never opened one is failed-precondition noDeskOpen, a colleague who has no desk not-found
 * assigneeNotFound. Who closes is the caller's token, never the input.
 */
export const closeDesk = onCall(async (request): Promise<DeskAnswer> => {
  const { uid: callerUid } = requireSignIn(request);
  const { uid: holder = callerUid } = parseInput(closeDeskInput, request.data);
  const permission = holder === callerUid ? DESK_PERMISSION : CLOSE_COLLEAGUE_DESK_PERMISSION;
  return closeDeskFor(await requirePermission(request, permission), holder);
});

/** closeDesk for a caller who holds the permission it needs: their desk, or `holder`'s. */
export async function closeDeskFor(caller: Caller, holder = caller.uid): Promise<DeskAnswer> {
  const own = holder === caller.uid;
  const reason = own
    ? 'closed by its holder'
    : `closed by ${caller.uid} (${CLOSE_COLLEAGUE_DESK_PERMISSION})`;
  const { desk } = await closeDeskOf(holder, reason);
  if (!desk && own) throw new HttpsError('failed-precondition', VISIT_MESSAGES.noDeskOpen);
  if (!desk) throw new HttpsError('not-found', VISIT_MESSAGES.assigneeNotFound);
  return { deskName: desk.deskName, serviceIds: desk.serviceIds, open: false };
}

/** What closeDeskOf found: the desk as it was (null: none), and whether this call closed it. */
export interface DeskClosing {
  desk: DeskRecord | null;
  changed: boolean;
}

/**
 * Closes desks/{uid} if it is open, in one transaction (the only code that closes a desk: the
 * holder's or an admin's closeDesk, and the claims sync when the holder may no longer hold one, see whyNoDesk):
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
