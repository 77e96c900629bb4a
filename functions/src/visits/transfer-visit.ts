import {
  VISIT_MESSAGES,
  isActiveVisit,
  transferVisitInput,
  type VisitAnswer,
} from '@centre/domain/visits';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { allReads, readActiveService } from './context';
import { readDeskToFree } from './desks';
import { QueueDay, readWaitingVisits } from './queue-summary';
import { requireExpected, requireMove, visitStep } from './visit-step';
import { staffCallable } from './staff-callable';

/**
 * A desk sends an active visit to another active service's line (manage_visits). The visit
 * waits again (waiting, called or in_service -> waiting) with its ticket and its check-in time
 * KEPT, so its waiting time counts in the new line (compareQueueOrder orders by check-in time);
 * calledAt and waitMinutes stay those of its first call. Its desk, desk staff and assignee are cleared (the
 * desk is freed), its transferCount goes up by one (reports) and the recall count starts again. History: 'transferred', detail
 * `<from service> -> <to service>`. Both services' counts on the day's display follow.
 */
export const transferVisit = staffCallable('manage_visits', transferVisitFor);

export async function transferVisitFor(caller: Caller, data: unknown): Promise<VisitAnswer> {
  const { visitId, serviceId, expectedStatus, note } = parseInput(transferVisitInput, data);

  const { result } = await visitStep<VisitAnswer>(visitId, {
    actorUid: caller.uid,
    plan: async (current, _actor, transaction) => {
      requireExpected(current, expectedStatus);
      if (!isActiveVisit(current.status)) {
        throw new HttpsError('failed-precondition', VISIT_MESSAGES.notAllowed);
      }
      if (current.status !== 'waiting') requireMove(current.status, 'waiting');
      if (current.serviceId === serviceId) {
        throw new HttpsError('failed-precondition', VISIT_MESSAGES.sameService);
      }
      const [target, day, freeDesk, waiting] = await allReads([
        readActiveService(transaction, serviceId),
        QueueDay.read(transaction, current.queueDate),
        readDeskToFree(transaction, current.deskStaffId, current.id),
        current.status === 'waiting'
          ? readWaitingVisits(transaction, current.queueDate, [current.serviceId])
          : Promise.resolve(null),
      ]);
      if (waiting) day.recountWaiting(current.serviceId, waiting, current.id);
      day.addWaiting(target, current.checkedInAt?.getTime() ?? Date.now());
      freeDesk(day);
      day.write(transaction);

      return {
        status: 'waiting',
        fields: {
          serviceId,
          serviceName: target.name,
          desk: null,
          deskStaffId: null,
          deskStaffName: null,
          transferCount: FieldValue.increment(1),
          assignedTo: null,
          assignedToName: null,
          recallCount: 0,
        },
        history: [
          {
            event: 'transferred',
            from: current.status,
            to: 'waiting',
            note: note || null,
            detail: `${current.serviceName || current.serviceId} -> ${target.name}`,
          },
        ],
        result: { visitId: current.id, status: 'waiting', ticket: current.ticket },
      };
    },
  });

  logger.info('visit transferred', { visitId, serviceId, by: caller.uid });
  if (!result) throw new HttpsError('failed-precondition', VISIT_MESSAGES.notAllowed);
  return result;
}
