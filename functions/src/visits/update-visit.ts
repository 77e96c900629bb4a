import { COLLECTIONS } from '@centre/domain/collections';
import {
  VISIT_MESSAGES,
  canMarkNoShow,
  displayFirstName,
  isActiveVisit,
  minutesBetween,
  updateVisitInput,
  type VisitAction,
  type VisitAnswer,
  type VisitEvent,
  type VisitStatus,
} from '@centre/domain/visits';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { allReads, loadQueueSettings } from './context';
import { readDeskToFree } from './desks';
import { QueueDay, readWaitingVisits } from './queue-summary';
import { requireExpected, requireMove, visitStep } from './visit-step';
import { staffCallable } from './staff-callable';

/** Where each action takes the visit, and the history event it writes. */
const ACTION: Record<VisitAction, { to: VisitStatus; event: VisitEvent }> = {
  recall: { to: 'called', event: 'recalled' },
  start: { to: 'in_service', event: 'started' },
  complete: { to: 'completed', event: 'completed' },
  no_show: { to: 'no_show', event: 'no_show' },
  cancel: { to: 'cancelled', event: 'cancelled' },
};

/**
 * A desk moves one visit along (manage_visits), through transitionWithHistory:
 * - recall: a called visit is called again (recallCount + 1, the display announces it again);
 * - start: called -> in_service (startedAt);
 * - complete: in_service -> completed (completedAt, outcome = the note, serviceMinutes from start
 *   to complete, which joins the day's rolling window of service times for the service);
 * - no_show: called -> no_show, only after MAX_RECALLS_BEFORE_NO_SHOW recalls (canMarkNoShow);
 * - cancel: waiting or called -> cancelled.
 * A visit that ends frees its desk. Asking again for the status a visit already has changes
 * nothing (a retry); `expectedStatus` other than the visit's is failed-precondition stale.
 */
export const updateVisit = staffCallable('manage_visits', updateVisitFor);

export async function updateVisitFor(caller: Caller, data: unknown): Promise<VisitAnswer> {
  const { visitId, action, expectedStatus, note } = parseInput(updateVisitInput, data);
  const settings = await loadQueueSettings();
  const { to, event } = ACTION[action];

  const { changed, result } = await visitStep<VisitAnswer>(visitId, {
    actorUid: caller.uid,
    plan: async (current, _actor, transaction) => {
      if (action !== 'recall' && current.status === to) return null;
      requireExpected(current, expectedStatus);
      if (action === 'recall') {
        if (current.status !== 'called') {
          throw new HttpsError('failed-precondition', VISIT_MESSAGES.notAllowed);
        }
      } else {
        requireMove(current.status, to);
      }
      if (action === 'no_show' && !canMarkNoShow(current)) {
        throw new HttpsError('failed-precondition', VISIT_MESSAGES.noShowTooEarly);
      }

      const ends = !isActiveVisit(to);
      // Every read before any write.
      const [day, freeDesk, waiting] = await allReads([
        QueueDay.read(transaction, current.queueDate),
        ends
          ? readDeskToFree(transaction, current.deskStaffId, current.id)
          : Promise.resolve(() => undefined),
        current.status === 'waiting'
          ? readWaitingVisits(transaction, current.queueDate, [current.serviceId])
          : Promise.resolve(null),
      ]);

      const now = new Date();
      const fields: Record<string, unknown> = {};
      if (action === 'recall') {
        fields.recallCount = current.recallCount + 1;
        day.addCall({
          ticket: current.ticket,
          serviceId: current.serviceId,
          desk: current.desk ?? '',
          calledAt: now.getTime(),
          firstName: settings.displayFirstNames ? displayFirstName(current.visitorName) : null,
        });
      } else if (action === 'start') {
        fields.startedAt = FieldValue.serverTimestamp();
      } else if (action === 'complete') {
        const minutes = minutesBetween(current.startedAt ?? now, now);
        fields.completedAt = FieldValue.serverTimestamp();
        fields.outcome = note || null;
        fields.serviceMinutes = minutes;
        day.addServiceTime(current.serviceId, minutes);
      }
      if (waiting) day.recountWaiting(current.serviceId, waiting, current.id);
      if (ends) freeDesk(day);
      else if (
        current.deskStaffId &&
        day.deskOf(current.deskStaffId)?.currentVisitId === current.id
      ) {
        day.setDeskVisit(current.deskStaffId, {
          visitId: current.id,
          ticket: current.ticket,
          status: to,
        });
      }
      day.write(transaction);

      return {
        status: to,
        fields,
        history: [
          {
            event,
            from: current.status,
            to,
            note: note || null,
            detail: current.desk,
          },
        ],
        result: { visitId: current.id, status: to, ticket: current.ticket },
      };
    },
  });

  if (changed) logger.info('visit updated', { visitId, action, by: caller.uid });
  // A retry of a move already made: the visit as it is.
  return result ?? { visitId, status: to, ticket: await ticketOf(visitId) };
}

async function ticketOf(visitId: string): Promise<string> {
  const snapshot = await db.collection(COLLECTIONS.visits).doc(visitId).get();
  return String(snapshot.get('ticket') ?? '');
}
