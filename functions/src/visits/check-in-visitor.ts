import { appointmentRecordSchema } from '@centre/domain/bookings';
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  VISIT_MESSAGES,
  checkInVisitorInput,
  newVisitRecord,
  ticketCounterId,
  ticketNumber,
  ticketPrefixFor,
  type CheckedIn,
} from '@centre/domain/visits';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { addHistory } from '../bookings/history';
import { parseInput } from '../shared/parse-input';
import { parseRecord } from '../shared/parse-record';
import type { Caller } from '../shared/require-permission';
import {
  runQueueTransaction,
  allReads,
  loadQueueContext,
  readActiveService,
  readActor,
} from './context';
import { QueueDay } from './queue-summary';
import {
  readVisitorTarget,
  visitorFieldsFrom,
  visitorNameOf,
  writeVisitor,
} from './visitor-record';
import { staffCallable } from './staff-callable';

/** Appointment statuses a check-in accepts. */
const CHECKABLE = ['booked', 'confirmed'];

/**
 * The desk checks a visitor in (manage_visitor_registration), in ONE transaction:
 * - visits/{requestId} already exists: the call is a retry; its visit is returned (created:
 *   false) and nothing is written, so no second ticket is ever issued;
 * - the visitor is created, updated (as saveVisitor) or only read;
 * - with an appointmentId, the appointment must be today's and booked or confirmed; it moves to
 *   checked_in with the visit's id and a history entry, and the visit takes its service;
 * - the ticket is drawn from counters/{tickets_<date>_<service>} (`next`, the number the next
 *   ticket gets), `A-001` onwards per service per centre day;
 * - the visit (waiting), its first history entry, the visitor's visitCount and lastVisitAt, and
 *   the day's display (one more waiting) are written.
 */
export const checkInVisitor = staffCallable('manage_visitor_registration', checkInVisitorFor);

export async function checkInVisitorFor(caller: Caller, data: unknown): Promise<CheckedIn> {
  const input = parseInput(checkInVisitorInput, data);
  const { settings, queueDate, timezone } = await loadQueueContext();
  const fields = input.visitor
    ? visitorFieldsFrom(input.visitor, settings.defaultPhoneCountry)
    : null;
  const visitRef = db.collection(COLLECTIONS.visits).doc(input.requestId);
  const appointmentRef = input.appointmentId
    ? db.collection(COLLECTIONS.appointments).doc(input.appointmentId)
    : null;

  const answer = await runQueueTransaction(async (transaction) => {
    const [existing, actor, target, appointmentSnap] = await allReads([
      transaction.get(visitRef),
      readActor(transaction, caller.uid),
      readVisitorTarget(transaction, input.visitorId, input.requestId),
      appointmentRef ? transaction.get(appointmentRef) : Promise.resolve(null),
    ]);
    if (existing.exists) {
      return {
        visitId: visitRef.id,
        visitorId: String(existing.get('visitorId')),
        ticket: String(existing.get('ticket')),
        serviceId: String(existing.get('serviceId')),
        queueDate: String(existing.get('queueDate')),
        created: false,
      } satisfies CheckedIn;
    }

    let serviceId = input.serviceId;
    let appointment: ReturnType<typeof parseAppointment> | null = null;
    if (appointmentSnap) {
      appointment = parseAppointment(appointmentSnap, queueDate);
      serviceId = appointment.serviceId;
    }
    if (!serviceId) throw new HttpsError('invalid-argument', VISIT_MESSAGES.service);

    const counterRef = db
      .collection(COLLECTIONS.counters)
      .doc(ticketCounterId(serviceId, queueDate));
    const [service, counter, day] = await allReads([
      readActiveService(transaction, serviceId),
      transaction.get(counterRef),
      QueueDay.read(transaction, queueDate, { board: false, timezone }),
    ]);
    // Every read is done: from here on, writes only.

    const stored: unknown = counter.get('next');
    const sequence =
      typeof stored === 'number' && Number.isInteger(stored) && stored > 0 ? stored : 1;
    const ticket = ticketNumber(ticketPrefixFor(serviceId, settings), sequence);
    transaction.set(counterRef, {
      next: sequence + 1,
      serviceId,
      queueDate,
      updatedAt: FieldValue.serverTimestamp(),
    });

    const written = writeVisitor(transaction, target, fields, actor, {
      visitCount: FieldValue.increment(1),
      lastVisitAt: FieldValue.serverTimestamp(),
    });
    const visitorName = visitorNameOf(written, target.stored);

    transaction.create(visitRef, {
      ...newVisitRecord(
        {
          visitorId: target.ref.id,
          visitorName,
          serviceId,
          serviceName: service.name,
          purpose: input.purpose,
          ticket,
          queueDate,
          priority: input.priority,
          appointmentId: input.appointmentId ?? null,
          createdBy: actor.uid,
          createdByName: actor.name,
        },
        FieldValue.serverTimestamp(),
      ),
      createdAt: FieldValue.serverTimestamp(),
      updatedBy: actor.uid,
    });
    transaction.create(visitRef.collection(SUBCOLLECTIONS.history).doc(), {
      event: 'checked_in',
      from: null,
      to: 'waiting',
      note: null,
      detail: ticket,
      by: actor.uid,
      byName: actor.name,
      at: FieldValue.serverTimestamp(),
    });

    if (appointmentRef && appointment) {
      transaction.update(appointmentRef, {
        status: 'checked_in',
        visitId: visitRef.id,
        updatedAt: FieldValue.serverTimestamp(),
      });
      addHistory(transaction, appointmentRef.id, {
        from: appointment.status,
        to: 'checked_in',
        by: actor.uid,
        byName: actor.name,
        note: `Ticket ${ticket}`,
      });
    }

    day.addWaiting(service, Date.now());
    day.write(transaction);
    return {
      visitId: visitRef.id,
      visitorId: target.ref.id,
      ticket,
      serviceId,
      queueDate,
      created: true,
    } satisfies CheckedIn;
  });

  if (answer.created) logger.info('visitor checked in', { ...answer, by: caller.uid });
  return answer;
}

/** The appointment being checked in: today's, booked or confirmed; otherwise refused. */
function parseAppointment(
  snapshot: DocumentSnapshot,
  queueDate: string,
): { serviceId: string; status: 'booked' | 'confirmed' } {
  if (!snapshot.exists) throw new HttpsError('not-found', VISIT_MESSAGES.appointmentNotFound);
  const appointment = parseRecord(appointmentRecordSchema, snapshot);
  if (appointment.status === 'checked_in') {
    throw new HttpsError('failed-precondition', VISIT_MESSAGES.appointmentAlreadyCheckedIn);
  }
  if (!CHECKABLE.includes(appointment.status)) {
    throw new HttpsError('failed-precondition', VISIT_MESSAGES.appointmentNotCheckable);
  }
  if (appointment.date !== queueDate) {
    throw new HttpsError('failed-precondition', VISIT_MESSAGES.appointmentNotToday);
  }
  return {
    serviceId: appointment.serviceId,
    status: appointment.status as 'booked' | 'confirmed',
  };
}
