import { openDeskInput, type DeskAnswer } from '@centre/domain/visits';
import { ACCESS_MESSAGES } from '@centre/domain/users';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { readStaffRecord, staffNameOf } from '../identity/staff-name';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { runQueueTransaction, allReads, loadQueueContext, readActiveService } from './context';
import { DESK_PERMISSION, claimsOfRecord, deskRef, parseDesk, whyNoDesk } from './desks';
import { QueueDay, boardDeskOf, openDesksPerService, readOpenDesks } from './queue-summary';
import { staffCallable } from './staff-callable';

/**
 * A member of staff opens their desk, or changes its name or services (manage_visits): desks/{uid}
 * with the staff name from users/{uid}; every service must be active. The day's display recounts
 * open desks per service from all open desks, and the board shows the desk. A visit the desk has
 * called or serves stays its current one.
 *
 * The caller's token passed the permission check before the transaction, but their record may have
 * changed since (suspended, role changed): the transaction reads users/{uid} and refuses, as the
 * token check would, when the record no longer lets them hold a desk (whyNoDesk, the claims sync's
 * own decision). Otherwise a call racing the sync could reopen the desk the sync just closed.
 */
export const openDesk = staffCallable(DESK_PERMISSION, openDeskFor);

export async function openDeskFor(caller: Caller, data: unknown): Promise<DeskAnswer> {
  const input = parseInput(openDeskInput, data);
  const serviceIds = [...new Set(input.serviceIds)];
  const { queueDate, timezone } = await loadQueueContext();
  const ref = deskRef(caller.uid);

  await runQueueTransaction(async (transaction) => {
    const [user, current, openDesks, day, ...services] = await allReads([
      readStaffRecord(transaction, caller.uid),
      transaction.get(ref).then(parseDesk),
      readOpenDesks(transaction),
      QueueDay.read(transaction, queueDate, { timezone }),
      ...serviceIds.map((id) => readActiveService(transaction, id)),
    ]);
    const refusal = whyNoDesk(claimsOfRecord(caller.uid, user));
    if (refusal) {
      logger.warn('desk not opened: its holder may no longer hold one', {
        uid: caller.uid,
        refusal,
      });
      throw new HttpsError(
        'permission-denied',
        ACCESS_MESSAGES.permissionRequired(DESK_PERMISSION),
      );
    }
    const staffName = staffNameOf(user);
    const desk = {
      deskName: input.deskName,
      serviceIds,
      staffName,
      open: true,
      openedAt: current?.open ? (current.openedAt ?? new Date()) : FieldValue.serverTimestamp(),
      currentVisitId: current?.currentVisitId ?? null,
      currentTicket: current?.currentTicket ?? null,
      updatedAt: FieldValue.serverTimestamp(),
    };
    transaction.set(ref, desk);

    const others = openDesks.filter((d) => d.id !== caller.uid).map((d) => boardDeskOf(d));
    day.setOpenDesks(openDesksPerService([...others, { serviceIds }]));
    for (const service of services) day.nameService(service);
    const onBoard = day.deskOf(caller.uid);
    day.setDesk(caller.uid, {
      deskName: input.deskName,
      staffName,
      serviceIds,
      currentTicket: desk.currentTicket,
      currentVisitId: desk.currentVisitId,
      currentStatus:
        onBoard?.currentVisitId === desk.currentVisitId ? (onBoard?.currentStatus ?? null) : null,
    });
    day.write(transaction);
  });

  logger.info('desk opened', { uid: caller.uid, deskName: input.deskName, serviceIds });
  return { deskName: input.deskName, serviceIds, open: true };
}
