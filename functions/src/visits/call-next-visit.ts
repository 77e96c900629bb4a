import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  VISIT_MESSAGES,
  callNextVisitInput,
  displayFirstName,
  minutesBetween,
  pickNextVisit,
  visitRecordSchema,
  type CallNextAnswer,
} from '@centre/domain/visits';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { parseInput } from '../shared/parse-input';
import { parseRecord } from '../shared/parse-record';
import type { Caller } from '../shared/require-permission';
import { runQueueTransaction, allReads, loadQueueContext, readActor } from './context';
import { deskRef, parseDesk } from './desks';
import { QueueDay, readWaitingVisits } from './queue-summary';
import { staffCallable } from './staff-callable';

/**
 * Call next (manage_visits): the caller's open desk (else failed-precondition noDeskOpen) takes
 * the first waiting visit of its services today (pickNextVisit: priority, then appointments,
 * then walk-ins, each by check-in time). ONE transaction reads the desk, today's waiting visits
 * of its services (a query read in the transaction) and the day's summaries, so two desks
 * calling at once can never take the same visit: the loser's reads conflict and it retries on
 * the new state. Nobody waiting is not an error: the answer's visitId is null and nothing is
 * written.
 *
 * A desk still serving its current visit (called or in service there) is refused
 * (failed-precondition finishCurrent): it ends that visit first.
 *
 * The visit becomes `called` at this desk and is assigned to the caller; calledAt and
 * waitMinutes (check-in to first call) are kept from a first call made before a transfer.
 */
export const callNextVisit = staffCallable('manage_visits', callNextVisitFor);

export async function callNextVisitFor(caller: Caller, data: unknown): Promise<CallNextAnswer> {
  parseInput(callNextVisitInput, data);
  const { settings, queueDate, timezone } = await loadQueueContext();

  const answer = await runQueueTransaction(async (transaction) => {
    const desk = parseDesk(await transaction.get(deskRef(caller.uid)));
    if (!desk?.open) throw new HttpsError('failed-precondition', VISIT_MESSAGES.noDeskOpen);
    const [actor, waiting, day, current] = await allReads([
      readActor(transaction, caller.uid),
      readWaitingVisits(transaction, queueDate, desk.serviceIds),
      QueueDay.read(transaction, queueDate, { timezone }),
      desk.currentVisitId
        ? transaction.get(db.collection(COLLECTIONS.visits).doc(desk.currentVisitId))
        : null,
    ]);
    // One visitor at a time: the desk's current visit, still called or in service here, ends
    // (served, transferred, no-show) before the next is called.
    const serving = current?.exists ? parseRecord(visitRecordSchema, current) : null;
    if (
      serving &&
      serving.deskStaffId === caller.uid &&
      (serving.status === 'called' || serving.status === 'in_service')
    ) {
      throw new HttpsError('failed-precondition', VISIT_MESSAGES.finishCurrent);
    }
    const line = waiting.map((snapshot) => {
      const visit = parseRecord(visitRecordSchema, snapshot);
      return { ...visit, checkedInAt: visit.checkedInAt ?? new Date(0) };
    });
    const next = pickNextVisit(line, desk.serviceIds);
    if (!next) {
      return {
        visitId: null,
        status: null,
        ticket: null,
        serviceId: null,
        visitorName: null,
        deskName: desk.deskName,
      } satisfies CallNextAnswer;
    }

    const now = new Date();
    const visitRef = db.collection(COLLECTIONS.visits).doc(next.id);
    const firstCall = next.calledAt === null;
    transaction.update(visitRef, {
      status: 'called',
      ...(firstCall
        ? {
            calledAt: FieldValue.serverTimestamp(),
            waitMinutes: minutesBetween(next.checkedInAt, now),
          }
        : {}),
      recallCount: 0,
      desk: desk.deskName,
      deskStaffId: caller.uid,
      deskStaffName: desk.staffName,
      assignedTo: caller.uid,
      assignedToName: actor.name,
      updatedAt: FieldValue.serverTimestamp(),
      updatedBy: caller.uid,
    });
    transaction.create(visitRef.collection(SUBCOLLECTIONS.history).doc(), {
      event: 'called',
      from: 'waiting',
      to: 'called',
      note: null,
      detail: desk.deskName,
      by: actor.uid,
      byName: actor.name,
      at: FieldValue.serverTimestamp(),
    });
    transaction.update(deskRef(caller.uid), {
      currentVisitId: next.id,
      currentTicket: next.ticket,
      updatedAt: FieldValue.serverTimestamp(),
    });

    day.recountWaiting(next.serviceId, waiting, next.id);
    day.addCall({
      ticket: next.ticket,
      serviceId: next.serviceId,
      desk: desk.deskName,
      calledAt: now.getTime(),
      firstName: settings.displayFirstNames ? displayFirstName(next.visitorName) : null,
    });
    if (!day.deskOf(caller.uid)) {
      day.setDesk(caller.uid, {
        deskName: desk.deskName,
        staffName: desk.staffName,
        serviceIds: desk.serviceIds,
        currentTicket: null,
        currentVisitId: null,
        currentStatus: null,
      });
    }
    day.setDeskVisit(caller.uid, { visitId: next.id, ticket: next.ticket, status: 'called' });
    day.write(transaction);
    return {
      visitId: next.id,
      status: 'called',
      ticket: next.ticket,
      serviceId: next.serviceId,
      visitorName: next.visitorName,
      deskName: desk.deskName,
    } satisfies CallNextAnswer;
  });

  if (answer.visitId) logger.info('visit called', { visitId: answer.visitId, by: caller.uid });
  return answer;
}
