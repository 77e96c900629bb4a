import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  APPLICATION_STATUSES,
  REFERENCE_PATTERN,
  applicationHistoryEntrySchema,
  applicationNoteSchema,
  applicationRecordSchema,
  applicationReferenceSchema,
  canTransition,
  publicApplicationSchema,
  type ApplicationStatus,
} from '../../domain/src/applications';
import {
  APPOINTMENT_REFERENCE_PATTERN,
  APPOINTMENT_STATUSES,
  APPOINTMENT_TRANSITIONS,
  appointmentHistoryRecordSchema,
  appointmentHoldSchema,
  appointmentRecordSchema,
  appointmentReferenceSchema,
  bookingSettingsSchema,
  examBookingRecordSchema,
  examCandidateSchema,
  examSessionSchema,
  slotDayId,
  slotDayKey,
  slotDayRecordSchema,
  slotId,
  slotRecordSchema,
  slotInstant,
  slotsForDay,
  type AppointmentStatus,
} from '../../domain/src/bookings';
import { contactMessageRecordSchema } from '../../domain/src/contact';
import { ROLE_PERMISSIONS } from '../../domain/src/permissions';
import { isRole } from '../../domain/src/roles';
import {
  canMoveTask,
  isTaskOverdue,
  taskHistoryEntrySchema,
  taskRecordSchema,
  type TaskStatus,
} from '../../domain/src/tasks';
import {
  messageThreadRecordSchema,
  staffMessageRecordSchema,
  staffThreadId,
} from '../../domain/src/staff-messages';
import { demoMessageThreads } from './demo-message-threads';
import {
  DEFAULT_QUEUE_SETTINGS,
  VISIT_TRANSITIONS,
  deskRecordSchema,
  estimateWait,
  normalisePhone,
  queueBoardSchema,
  queueDisplaySchema,
  queueSettingsSchema,
  serviceNamesOf,
  ticketCounterId,
  ticketNumber,
  ticketPrefixFor,
  visitHistoryEntrySchema,
  visitRecordSchema,
  visitorRecordSchema,
  visitorSearchTokens,
  type VisitStatus,
} from '../../domain/src/visits';
import {
  demoCentre,
  demoSlotsForDay,
  demoWrites,
  type DemoCentre,
  type DemoCentreInput,
  type DemoExamSession,
  type DemoRecord,
  type DemoService,
} from './demo-centre';
import { demoJobWrites, demoJobs } from './demo-jobs';
import {
  DEMO_LICENCE_RENEWAL,
  demoLicenceRenewalWrites,
  demoLicenceRenewals,
} from './demo-licence-renewals';
import {
  LICENCE_REFERENCE_PATTERN,
  LICENCE_RENEWAL_FIELDS,
  LICENCE_RENEWAL_STATUSES,
  LICENCE_RENEWAL_TRANSITIONS,
  isLicenceRenewalStuck,
  licenceAnswersSchema,
  licenceRenewalHistoryEntrySchema,
  licenceRenewalNeedsNote,
  licenceRenewalNoteSchema,
  licenceRenewalRecordSchema,
  type LicenceRenewalStatus,
} from '../../domain/src/licence-renewals';
import { LICENCE_RENEWAL_SERVICE_ID } from '../../domain/src/submissions';
import {
  BANK_CLIENT_STATUSES,
  BANK_CLIENT_TRANSITIONS,
  BANK_HISTORY_KINDS,
  BANK_PRODUCTS,
  BANK_REFERENCE_PATTERN,
  BANK_REQUEST_STATUSES,
  BANK_REQUEST_TRANSITIONS,
  DEFAULT_COMMISSION_RULES,
  bankClientNumbersSchema,
  bankClientRecordSchema,
  bankRequestRecordSchema,
  commissionForActivation,
  commissionIdOf,
  commissionRecordSchema,
  commissionRuleRecordSchema,
  kycDocumentRecordSchema,
  maskBankNumber,
  missingKycDocuments,
  normaliseBankIdNumber,
  type BankClientStatus,
  type BankRequestStatus,
} from '../../domain/src/bank';
import { bankClientSearchTokens } from '../../domain/src/bank-search-tokens';
import { localDateTime } from '../../domain/src/bookings';
import { demoBank, demoBankWrites } from './demo-bank';
import {
  JOB_STATUSES,
  JOB_TRANSITIONS,
  jobFieldsInput,
  jobHistoryEntrySchema,
  jobRecordSchema,
  type JobStatus,
} from '../../domain/src/jobs';

const dataDir = join(import.meta.dirname, '..', '..', 'emulator-data');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as T;
const booking = readJson<{ settings: unknown; examSessions: DemoExamSession[] }>('booking.json');
const settings = bookingSettingsSchema.parse(booking.settings);
const services = readJson<DemoService[]>('services.json');
const { users } = readJson<{ users: { uid: string; displayName: string; role: string }[] }>(
  'users.json',
);

const inputFor = (today: string): DemoCentreInput => ({
  today,
  settings,
  services,
  staff: users,
  examSessions: booking.examSessions,
});

// A Wednesday; a Sunday (the centre is closed); the day after Christmas (a holiday after one).
const TODAY = '2026-03-18';
const OTHER_DAYS = ['2026-03-22', '2026-12-26'];

/** The record as the web reads it: Firestore Timestamps become Dates. */
function readBack(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(readBack);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, readBack(inner)]));
  }
  return value;
}

/**
 * The domain's reading schemas fall back to neutral values on malformed fields; a seeded record
 * must never need a fallback: every field the schema reads comes back exactly as written.
 */
function expectReadsBack(schema: z.ZodType, { id, data }: DemoRecord): void {
  const parsed = schema.parse({ ...data, id }) as Record<string, unknown>;
  const expected = readBack({ ...data, id }) as Record<string, unknown>;
  for (const key of Object.keys(expected)) {
    if (key in parsed) expect(parsed[key], `${id}.${key}`).toEqual(expected[key]);
  }
}

const millis = (value: unknown) => (value as Timestamp).toMillis();

function expectValidCentre(centre: DemoCentre, today: string): void {
  // ---- Applications, their history, notes and references
  const approvedHca = new Set<string>();
  for (const application of centre.applications) {
    const { id, data } = application;
    expectReadsBack(applicationRecordSchema, application);
    // What the public wrote passes the public schema the rules mirror.
    publicApplicationSchema.parse({ ...data, status: 'submitted', source: 'online' });
    expect(data.clientRequestId).toBe(id);
    expect(data.reference).toMatch(REFERENCE_PATTERN);
    expect(data.kind).toBe(data.serviceId === 'hca-exam' ? 'hca' : 'service');
    for (const document of data.documents as { path: string }[]) {
      expect(document.path.startsWith(`applications/${id}/`)).toBe(true);
    }

    application.history.forEach((entry) => expectReadsBack(applicationHistoryEntrySchema, entry));
    const entries = application.history.map((entry) => entry.data);
    expect(entries[0]).toMatchObject({ kind: 'created', from: null, to: 'submitted' });
    entries.slice(1).forEach((entry, index) => {
      expect(millis(entry.at)).toBeGreaterThan(millis(entries[index]?.at));
    });
    let status: ApplicationStatus = 'submitted';
    for (const entry of entries.filter((e) => e.kind === 'status')) {
      expect(entry.from).toBe(status);
      expect(canTransition(status, entry.to as ApplicationStatus)).toBe(true);
      status = entry.to as ApplicationStatus;
    }
    expect(data.status).toBe(status);
    // decidedAt: the first approval or rejection, as updateApplicationStatus stamps it.
    const decision = entries.find(
      (entry) => entry.kind === 'status' && (entry.to === 'approved' || entry.to === 'rejected'),
    );
    expect(data.decidedAt ?? null).toEqual(decision?.at ?? null);
    const priorityChange = entries.filter((entry) => entry.kind === 'priority').at(-1);
    expect(data.priority).toBe(priorityChange?.to ?? 'normal');
    const assignment = entries.filter((entry) => entry.kind === 'assignment').at(-1);
    expect(data.assignedTo).toBe(assignment?.to ?? null);
    expect(millis(data.updatedAt)).toBe(Math.max(...entries.map((entry) => millis(entry.at))));
    expect(millis(data.updatedAt)).toBeLessThan(Date.parse(`${today}T23:59:59Z`) + 86_400_000);

    application.notes.forEach((note) => expectReadsBack(applicationNoteSchema, note));
    if (data.kind === 'hca' && data.status === 'approved') approvedHca.add(id);
  }
  expect(centre.applications.some((application) => application.data.decidedAt)).toBe(true);
  // Reports have transfers and rescheduled appointments to show.
  expect(centre.queue.visits.some((visit) => visit.data.transferCount === 1)).toBe(true);
  expect(centre.appointments.some((a) => a.data.rescheduleCount === 1)).toBe(true);
  const references = centre.applicationReferences;
  references.forEach((reference) => applicationReferenceSchema.parse(reference.data));
  expect(new Set(references.map((reference) => reference.id)).size).toBe(
    centre.applications.length,
  );
  for (const application of centre.applications) {
    expect(references).toContainEqual({
      id: application.data.reference,
      data: { applicationId: application.id, createdAt: application.data.createdAt },
    });
  }

  // ---- Documents: real PDFs and PNGs, listed with their true size
  const documents = centre.applications.flatMap(
    (application) => application.data.documents as { path: string; size: number }[],
  );
  expect(centre.files.map((file) => file.path).sort()).toEqual(
    documents.map((document) => document.path).sort(),
  );
  for (const file of centre.files) {
    const listed = documents.find((document) => document.path === file.path);
    expect(listed?.size).toBe(file.bytes.length);
    if (file.contentType === 'application/pdf') {
      expect(file.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(file.bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    } else {
      expect([...file.bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    }
  }

  // ---- HCA exam: sessions count exactly the seats their bookings hold
  const bookingsBySession = new Map<string, number>();
  for (const examBooking of centre.examBookings) {
    expectReadsBack(examBookingRecordSchema, examBooking);
    expect(approvedHca.has(examBooking.data.registrationId as string)).toBe(true);
    const registration = centre.applications.find((a) => a.id === examBooking.data.registrationId);
    expect(examBooking.data.reference).toBe(registration?.data.reference);
    if (examBooking.data.status !== 'cancelled') {
      const session = examBooking.data.sessionId as string;
      bookingsBySession.set(session, (bookingsBySession.get(session) ?? 0) + 1);
    }
  }
  expect(centre.examSessions).toHaveLength(booking.examSessions.length);
  for (const session of centre.examSessions) {
    const parsed = examSessionSchema.parse(session.data);
    expect(parsed.booked).toBe(bookingsBySession.get(session.id) ?? 0);
    expect(parsed.booked).toBeLessThan(parsed.capacity);
    expect(parsed.date > today).toBe(true);
  }
  for (const candidate of centre.examCandidates) {
    const parsed = examCandidateSchema.parse(candidate.data);
    const active = centre.examBookings.find((b) => b.id === parsed.activeBookingId);
    expect(active?.data).toMatchObject({ registrationId: candidate.id, status: 'booked' });
  }
  expect(centre.examCandidates).toHaveLength(
    centre.examBookings.filter((b) => b.data.status === 'booked').length,
  );

  // ---- Appointments: history along the workflow, slots count exactly the places held
  for (const appointment of centre.appointments) {
    const { data } = appointment;
    expectReadsBack(appointmentRecordSchema, appointment);
    expect(data.reference).toMatch(APPOINTMENT_REFERENCE_PATTERN);
    expect(data.slotId).toBe(
      slotId(data.serviceId as string, data.date as string, data.start as string),
    );
    const service = services.find((s) => s.id === data.serviceId);
    expect(service?.bookable).toBe(true);
    // On the calendar's slots; today's, even on a closed day, on its day in progress's hours.
    expect(
      demoSlotsForDay(settings, today, service?.durationMinutes ?? 0, data.date as string),
    ).toContainEqual({ start: data.start, end: data.end });
    if (data.date !== today) {
      expect(
        slotsForDay(settings, service?.durationMinutes ?? 0, data.date as string),
      ).toContainEqual({ start: data.start, end: data.end });
    }
    expect(data.cancelledAt !== undefined).toBe(data.status === 'cancelled');

    appointment.history.forEach((entry) => expectReadsBack(appointmentHistoryRecordSchema, entry));
    const entries = appointment.history.map((entry) => entry.data);
    expect(entries[0]).toMatchObject({ from: null, to: 'booked' });
    // A reschedule is a note that keeps the status (rescheduleAppointment), counted on the record.
    const isReschedule = (entry: (typeof entries)[number]) =>
      entry.from === entry.to && String(entry.note).startsWith('Rescheduled from ');
    entries.slice(1).forEach((entry, index) => {
      const from = entries[index]?.to as AppointmentStatus;
      expect(entry.from).toBe(from);
      if (!isReschedule(entry)) expect(APPOINTMENT_TRANSITIONS[from]).toContain(entry.to);
      expect(millis(entry.at)).toBeGreaterThan(millis(entries[index]?.at));
    });
    expect(data.rescheduleCount).toBe(entries.filter(isReschedule).length);
    expect(entries.at(-1)?.to).toBe(data.status);
    expect(millis(data.updatedAt)).toBe(millis(entries.at(-1)?.at));
  }
  const holding = centre.appointments.filter((a) => a.data.status !== 'cancelled');
  for (const slot of centre.slots) {
    const parsed = slotRecordSchema.parse(slot.data);
    const held = holding.filter((a) => a.data.slotId === slot.id).length;
    expect(parsed.booked, slot.id).toBe(held);
    expect(parsed.booked).toBeLessThanOrEqual(parsed.capacity);
    expect(slot.id).toBe(slotId(parsed.serviceId, parsed.date, parsed.start));
  }
  expect(new Set(centre.appointments.map((a) => a.data.slotId))).toEqual(
    new Set(centre.slots.map((slot) => slot.id)),
  );
  // Each day's copy of its counters (what availability reads) matches the slots exactly.
  const days = new Map(
    centre.slotDays.map((day) => [day.id, slotDayRecordSchema.parse(day.data)] as const),
  );
  for (const slot of centre.slots) {
    const parsed = slotRecordSchema.parse(slot.data);
    const day = days.get(slotDayId(parsed.serviceId, parsed.date));
    expect(day?.booked[slotDayKey(parsed.start)], slot.id).toBe(parsed.booked);
    expect(day?.capacity[slotDayKey(parsed.start)], slot.id).toBe(parsed.capacity);
  }
  expect([...days.values()].reduce((sum, day) => sum + Object.keys(day.booked).length, 0)).toBe(
    centre.slots.length,
  );
  // One hold per place held, keyed as functions/src/bookings/holds.ts keys them.
  const emailKey = (email: string) =>
    createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  expect(centre.appointmentHolds.map((hold) => hold.id).sort()).toEqual(
    holding.map((a) => `${a.data.slotId}__${emailKey(a.data.email as string)}`).sort(),
  );
  centre.appointmentHolds.forEach((hold) => appointmentHoldSchema.parse(hold.data));
  centre.appointmentReferences.forEach((reference) =>
    appointmentReferenceSchema.parse(reference.data),
  );
  expect(new Set(centre.appointmentReferences.map((r) => r.id)).size).toBe(
    centre.appointments.length,
  );

  // ---- Contact messages and staff messages
  for (const message of centre.contactMessages) {
    const parsed = contactMessageRecordSchema.parse({ ...message.data, id: message.id });
    expect(parsed.handledBy !== undefined).toBe(parsed.status === 'handled');
  }
  // Names as sendStaffMessage and addApplicationNote write them: the author's own displayName,
  // and one thread per pair of colleagues (staffThreadId).
  const nameOf = new Map(users.map((user) => [user.uid, user.displayName]));
  for (const message of centre.messages) {
    const parsed = staffMessageRecordSchema.parse({ ...message.data, id: message.id });
    expect(users.map((user) => user.uid)).toContain(parsed.recipientId);
    expect(parsed.senderName).toBe(nameOf.get(parsed.senderId));
    expect(parsed.threadId).toBe(staffThreadId(parsed.senderId, parsed.recipientId));
    expect(parsed.participants).toEqual([parsed.senderId, parsed.recipientId].sort());
    expect(parsed.readAt !== null).toBe(parsed.read);
    if (parsed.about) {
      const application = centre.applications.find((a) => a.id === parsed.about?.id);
      expect(parsed.about.label).toBe(application?.data.reference);
    }
  }
  // One thread per conversation, as sendStaffMessage keeps it: the unread counts are the
  // messages' own.
  for (const thread of demoMessageThreads(centre.messages)) {
    const parsed = messageThreadRecordSchema.parse({ ...thread.data, id: thread.id });
    expect(parsed.participants.join('__')).toBe(parsed.id);
    for (const uid of parsed.participants) {
      expect(parsed.names[uid]).toBe(nameOf.get(uid));
      const unread = centre.messages.filter(
        (m) => m.data.threadId === parsed.id && m.data.recipientId === uid && !m.data.read,
      ).length;
      expect(parsed.unread[uid] ?? 0).toBe(unread);
    }
  }
  for (const note of centre.applications.flatMap((application) => application.notes)) {
    expect(note.data.authorName).toBe(nameOf.get(note.data.authorId as string));
  }

  // ---- Front desk and queue
  expectValidQueue(centre, today);

  // ---- No two documents share a path
  const paths = demoWrites(centre, { withDocuments: true }).map((write) => write.path);
  expect(new Set(paths).size).toBe(paths.length);
}

/** The queue records as the callables write them (functions/src/visits), and consistent. */
function expectValidQueue(centre: DemoCentre, today: string): void {
  const { queue } = centre;
  expect(queueSettingsSchema.parse(queue.queueSettings)).toEqual(DEFAULT_QUEUE_SETTINGS);

  // Visitors: E.164 phones, search tokens from their details, counts from their visits.
  const visitorIds = new Set(queue.visitors.map((visitor) => visitor.id));
  expect(visitorIds.size).toBe(queue.visitors.length);
  for (const visitor of queue.visitors) {
    expectReadsBack(visitorRecordSchema, visitor);
    const parsed = visitorRecordSchema.parse({ ...visitor.data, id: visitor.id });
    if (parsed.phone) expect(normalisePhone(parsed.phone, 'CA'), visitor.id).toBe(parsed.phone);
    expect(visitor.data.searchTokens).toEqual(visitorSearchTokens(parsed));
    const own = queue.visits.filter((visit) => visit.data.visitorId === visitor.id);
    expect(parsed.visitCount, visitor.id).toBe(own.length);
    const last = Math.max(...own.map((visit) => millis(visit.data.checkedInAt)));
    if (own.length) expect(millis(visitor.data.lastVisitAt)).toBe(last);
  }

  // Visits: the visitor's name, tickets per service per day in check-in order, history along
  // VISIT_TRANSITIONS (a recall keeps `called`) ending in the visit's status, times in order.
  const visitIds = new Set(queue.visits.map((visit) => visit.id));
  expect(visitIds.size).toBe(queue.visits.length);
  const sequences = new Map<string, { ticket: string; checkedInAt: number }[]>();
  for (const visit of queue.visits) {
    const { id, data } = visit;
    expectReadsBack(visitRecordSchema, visit);
    const parsed = visitRecordSchema.parse({ ...data, id });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const visitor = queue.visitors.find((v) => v.id === parsed.visitorId);
    expect(parsed.visitorName).toBe(`${visitor?.data.firstName} ${visitor?.data.lastName}`);
    expect(parsed.serviceName).toBe(services.find((s) => s.id === parsed.serviceId)?.name);
    expect(parsed.queueDate <= today).toBe(true);
    const key = ticketCounterId(parsed.serviceId, parsed.queueDate);
    sequences.set(key, [
      ...(sequences.get(key) ?? []),
      { ticket: parsed.ticket, checkedInAt: millis(data.checkedInAt) },
    ]);

    visit.history.forEach((entry) => expectReadsBack(visitHistoryEntrySchema, entry));
    const entries = visit.history.map((entry) => entry.data);
    expect(entries[0]).toMatchObject({ event: 'checked_in', from: null, to: 'waiting' });
    expect(millis(entries[0]?.at)).toBe(millis(data.checkedInAt));
    entries.slice(1).forEach((entry, index) => {
      const from = entries[index]?.to as VisitStatus;
      expect(entry.from).toBe(from);
      if (entry.event === 'recalled') expect([from, entry.to]).toEqual(['called', 'called']);
      // A transfer sends a waiting visit to another line: it waits again.
      else if (entry.event === 'transferred') expect(entry.to).toBe('waiting');
      else expect(VISIT_TRANSITIONS[from]).toContain(entry.to);
      expect(millis(entry.at)).toBeGreaterThan(millis(entries[index]?.at));
    });
    expect(entries.at(-1)?.to).toBe(parsed.status);
    expect(millis(data.updatedAt)).toBe(millis(entries.at(-1)?.at));
    expect(parsed.recallCount).toBe(entries.filter((e) => e.event === 'recalled').length);
    expect(parsed.transferCount).toBe(entries.filter((e) => e.event === 'transferred').length);
    expect(parsed.deskStaffName).toEqual(parsed.deskStaffId ? expect.any(String) : null);
    const at = (event: string) => entries.find((e) => e.event === event)?.at ?? null;
    expect(data.calledAt).toEqual(at('called'));
    expect(data.startedAt).toEqual(at('started'));
    expect(data.completedAt).toEqual(at('completed'));
    if (parsed.calledAt) {
      expect(parsed.desk).toBe(entries.find((e) => e.event === 'called')?.detail);
      expect(parsed.waitMinutes).toBeGreaterThanOrEqual(0);
    } else {
      expect([parsed.desk, parsed.deskStaffId, parsed.waitMinutes]).toEqual([null, null, null]);
    }
    expect(parsed.serviceMinutes !== null).toBe(parsed.status === 'completed');
    expect(parsed.outcome !== null).toBe(parsed.status === 'completed');
    if (parsed.status === 'no_show') expect(parsed.recallCount).toBeGreaterThanOrEqual(2);
  }

  // Counters: `next` is one more than the highest ticket of the service that day.
  expect(queue.counters.map((c) => c.id).sort()).toEqual([...sequences.keys()].sort());
  const settings = DEFAULT_QUEUE_SETTINGS;
  for (const counter of queue.counters) {
    const issued = (sequences.get(counter.id) ?? []).sort((a, b) => a.checkedInAt - b.checkedInAt);
    const serviceId = counter.data.serviceId as string;
    expect(counter.id).toBe(ticketCounterId(serviceId, counter.data.queueDate as string));
    expect(counter.data.next).toBe(issued.length + 1);
    expect(issued.map((i) => i.ticket)).toEqual(
      issued.map((_, n) => ticketNumber(ticketPrefixFor(serviceId, settings), n + 1)),
    );
  }

  // Appointments checked in today point at their visit, which points back.
  for (const visit of queue.visits.filter((v) => v.data.appointmentId !== null)) {
    const appointment = centre.appointments.find((a) => a.id === visit.data.appointmentId);
    expect(appointment?.data).toMatchObject({
      status: 'checked_in',
      visitId: visit.id,
      date: visit.data.queueDate,
      serviceId: visit.data.serviceId,
    });
  }

  // Desks, and the day's display and board exactly as the callables would have kept them.
  for (const desk of queue.desks) {
    const parsed = deskRecordSchema.parse({ ...desk.data, id: desk.id });
    expect(users.find((user) => user.uid === desk.id)?.displayName).toBe(parsed.staffName);
    const current = queue.visits.find((visit) => visit.id === parsed.currentVisitId);
    if (parsed.currentVisitId) {
      expect(current?.data).toMatchObject({ deskStaffId: desk.id, ticket: parsed.currentTicket });
      expect(['called', 'in_service']).toContain(current?.data.status);
    }
  }
  const todays = queue.visits.filter((visit) => visit.data.queueDate === today);
  for (const status of ['called', 'in_service'] as const) {
    for (const visit of todays.filter((v) => v.data.status === status)) {
      expect(queue.desks.map((desk) => desk.data.currentVisitId)).toContain(visit.id);
    }
  }
  expect(queue.queueDisplays.map((d) => d.id)).toEqual([today]);
  expect(queue.queueBoards.map((d) => d.id)).toEqual([today]);
  const display = queue.queueDisplays[0]?.data;
  const board = queue.queueBoards[0]?.data;
  queueDisplaySchema.parse(display);
  queueBoardSchema.parse(board);
  const summary = queueDisplaySchema.parse(display);
  const openDesks = queue.desks.filter((desk) => desk.data.open === true);
  for (const [serviceId, entry] of Object.entries(summary.services)) {
    const own = todays.filter((visit) => visit.data.serviceId === serviceId);
    const waiting = own.filter((visit) => visit.data.status === 'waiting');
    const completed = own
      .filter((visit) => visit.data.status === 'completed')
      .sort((a, b) => millis(a.data.completedAt) - millis(b.data.completedAt));
    expect(entry, serviceId).toEqual({
      waiting: waiting.length,
      oldestWaitingSince: waiting.length
        ? Math.min(...waiting.map((visit) => millis(visit.data.checkedInAt)))
        : null,
      openDesks: openDesks.filter((desk) => (desk.data.serviceIds as string[]).includes(serviceId))
        .length,
      serviceMinutes: completed.map((visit) => visit.data.serviceMinutes).slice(-20),
      served: completed.length,
      // Named as the catalogue names it, in each language it has (staff pages read no catalogue).
      names: serviceNamesOf(services.find((service) => service.id === serviceId)!),
    });
    expect(Object.keys(entry.names).sort(), serviceId).toEqual(['en', 'sw']);
  }
  const activeServices = new Set(todays.map((visit) => String(visit.data.serviceId)));
  expect(Object.keys(summary.services).sort()).toEqual(
    [
      ...new Set([...activeServices, ...openDesks.flatMap((d) => d.data.serviceIds as string[])]),
    ].sort(),
  );
  // The last calls and recalls of the day, newest first, with the desk that called.
  const calls = todays
    .flatMap((visit) =>
      visit.history
        .filter((entry) => entry.data.event === 'called' || entry.data.event === 'recalled')
        .map((entry) => ({
          ticket: visit.data.ticket,
          serviceId: visit.data.serviceId,
          desk: entry.data.detail,
          calledAt: millis(entry.data.at),
          firstName: null,
        })),
    )
    .sort((a, b) => b.calledAt - a.calledAt);
  expect(summary.recentCalls).toEqual(calls.slice(0, 8));
  expect(queueBoardSchema.parse(board).desks).toEqual(
    Object.fromEntries(
      openDesks.map((desk) => [
        desk.id,
        {
          deskName: desk.data.deskName,
          staffName: desk.data.staffName,
          serviceIds: desk.data.serviceIds,
          currentTicket: desk.data.currentTicket,
          currentVisitId: desk.data.currentVisitId,
          currentStatus:
            todays.find((visit) => visit.id === desk.data.currentVisitId)?.data.status ?? null,
        },
      ]),
    ),
  );

  // ---- Tasks and their history, as the task callables write them
  expectValidTasks(centre);
}

/** Each task reads back through its schema, its history is a legal path to its state. */
function expectValidTasks(centre: DemoCentre): void {
  const staffByUid = new Map(users.map((user) => [user.uid, user]));
  const canHoldTasks = (uid: unknown) => {
    const role = staffByUid.get(String(uid))?.role;
    return isRole(role) && ROLE_PERMISSIONS[role].includes('view_dashboard');
  };
  for (const task of centre.tasks) {
    expectReadsBack(taskRecordSchema, task);
    const record = taskRecordSchema.parse({ ...task.data, id: task.id });
    expect(canHoldTasks(record.assignedTo), task.id).toBe(true);
    expect(canHoldTasks(record.createdBy), task.id).toBe(true);
    expect(staffByUid.get(record.assignedTo)?.displayName).toBe(record.assignedToName);
    expect(staffByUid.get(record.createdBy)?.displayName).toBe(record.createdByName);
    expect(record.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The link points at a seeded record and carries the label the server would write.
    if (record.relatedTo?.kind === 'application') {
      const application = centre.applications.find((a) => a.id === record.relatedTo?.id);
      expect(application?.data.reference, task.id).toBe(record.relatedTo.label);
    } else if (record.relatedTo?.kind === 'visit') {
      const visit = centre.queue.visits.find((v) => v.id === record.relatedTo?.id);
      expect(`${String(visit?.data.ticket)} · ${String(visit?.data.visitorName)}`).toBe(
        record.relatedTo.label,
      );
    } else {
      expect(record.relatedTo, task.id).toBeNull();
    }

    // History: created (open), then legal moves and reassignments in time order; the record's
    // status, assignee, updatedAt/updatedBy and completedAt are those of its last entries.
    const entries = task.history.map((entry) => {
      expectReadsBack(taskHistoryEntrySchema, entry);
      return taskHistoryEntrySchema.parse({ ...entry.data, id: entry.id });
    });
    expect(entries[0]).toMatchObject({
      event: 'created',
      from: null,
      to: 'open',
      by: record.createdBy,
      byName: record.createdByName,
    });
    expect(millis(task.history[0]?.data.at)).toBe(millis(task.data.createdAt));
    let status: TaskStatus = 'open';
    let assignee = entries[0]?.detail;
    for (const [index, entry] of entries.entries()) {
      expect(staffByUid.get(entry.by)?.displayName).toBe(entry.byName);
      if (index > 0) {
        expect(millis(task.history[index]?.data.at)).toBeGreaterThan(
          millis(task.history[index - 1]?.data.at),
        );
      }
      if (entry.event === 'status_changed') {
        expect(entry.from).toBe(status);
        expect(canMoveTask(status, entry.to as TaskStatus), `${task.id} ${status}`).toBe(true);
        status = entry.to as TaskStatus;
      } else if (entry.event === 'reassigned') {
        expect(entry.detail).not.toBe(assignee);
        assignee = entry.detail;
      }
    }
    expect(record.status).toBe(status);
    expect(record.assignedToName).toBe(assignee);
    const last = task.history.at(-1);
    expect(millis(task.data.updatedAt)).toBe(millis(last?.data.at));
    expect(record.updatedBy).toBe(last?.data.by);
    if (status === 'done') expect(millis(task.data.completedAt)).toBe(millis(last?.data.at));
    else expect(task.data.completedAt).toBeNull();
  }
}

describe('the demo centre', () => {
  const centre = demoCentre(inputFor(TODAY));

  it('validates against the domain schemas and keeps every counter consistent', () => {
    expectValidCentre(centre, TODAY);
  });

  it.each(OTHER_DAYS)('is as consistent when today is %s', (today) => {
    const other = demoCentre(inputFor(today));
    expectValidCentre(other, today);
    expect(other.appointments.length).toBeGreaterThanOrEqual(40);
    expect(new Set(other.appointments.map((a) => a.data.status))).toEqual(
      new Set(APPOINTMENT_STATUSES),
    );
  });

  it('has 60+ applications in every status for every service, with notes and assignees', () => {
    expect(centre.applications.length).toBeGreaterThanOrEqual(60);
    // Licence renewal requests are not applications (the demo licence renewals, below).
    for (const service of services.filter(({ id }) => id !== LICENCE_RENEWAL_SERVICE_ID)) {
      const statuses = new Set(
        centre.applications
          .filter((a) => a.data.serviceId === service.id)
          .map((a) => a.data.status),
      );
      expect(statuses, service.id).toEqual(new Set(APPLICATION_STATUSES));
    }
    const assignees = new Set(centre.applications.map((a) => a.data.assignedTo));
    expect(assignees).toEqual(new Set(['demo-agent', 'demo-manager', null]));
    expect(centre.applications.filter((a) => a.notes.length > 0).length).toBeGreaterThan(20);
    expect(centre.files.length).toBeGreaterThan(30);
  });

  it('has HCA registrations with approved candidates booked into every exam session', () => {
    const hca = centre.applications.filter((a) => a.data.kind === 'hca');
    expect(hca.length).toBeGreaterThanOrEqual(20);
    for (const session of centre.examSessions) {
      expect(session.data.booked as number, session.id).toBeGreaterThan(0);
    }
    expect(centre.examBookings.some((b) => b.data.status === 'cancelled')).toBe(true);
  });

  it('has 40+ appointments in every status over the past and the coming two weeks', () => {
    expect(centre.appointments.length).toBeGreaterThanOrEqual(40);
    const statuses = new Set(centre.appointments.map((a) => a.data.status));
    expect(statuses).toEqual(new Set(APPOINTMENT_STATUSES));
    const dates = centre.appointments.map((a) => a.data.date as string).sort();
    expect(dates[0]! < TODAY && dates.at(-1)! > TODAY).toBe(true);
    expect(dates).toContain(TODAY);
    expect(dates[0]! >= '2026-03-04' && dates.at(-1)! <= '2026-04-01').toBe(true);
  });

  it('has new and handled contact messages, and unread staff messages for the admin and the agent', () => {
    expect(new Set(centre.contactMessages.map((m) => m.data.status))).toEqual(
      new Set(['new', 'handled']),
    );
    const unread = (uid: string) =>
      centre.messages.filter((m) => m.data.recipientId === uid && m.data.read === false).length;
    expect(unread('demo-admin')).toBeGreaterThan(0);
    expect(unread('demo-agent')).toBeGreaterThan(0);
    expect(centre.messages.some((m) => m.data.read === true)).toBe(true);
    // The manager's thread with the agent opens "about" a seeded application.
    const about = centre.messages.find((m) => m.data.about !== null)?.data.about as {
      kind: string;
      label: string;
    };
    expect(about.kind).toBe('application');
    expect(about.label).toMatch(/^APP-/);
  });

  it('has a queue in progress today, with wait ranges on the display, and past visits', () => {
    const { queue } = centre;
    expect(queue.visitors.length).toBeGreaterThanOrEqual(15);
    expect(queue.visitors.filter((v) => v.data.idNumber !== null).length).toBeGreaterThan(3);
    const todays = queue.visits.filter((visit) => visit.data.queueDate === TODAY);
    expect(todays.length).toBeGreaterThanOrEqual(12);
    expect(new Set(todays.map((v) => v.data.status))).toEqual(
      new Set(['waiting', 'called', 'in_service', 'completed', 'no_show', 'cancelled']),
    );
    expect(new Set(todays.map((v) => v.data.serviceId)).size).toBeGreaterThanOrEqual(4);
    expect(todays.some((v) => v.data.priority === 'priority')).toBe(true);
    // Today (a Wednesday) has a checked-in appointment: it is in the queue.
    expect(todays.filter((v) => v.data.appointmentId !== null)).toHaveLength(1);
    // Two desks open: the demo agent's and the demo manager's.
    expect(queue.desks.map((desk) => [desk.id, desk.data.open])).toEqual([
      ['demo-agent', true],
      ['demo-manager', true],
    ]);
    // The public estimate shows a range for at least two services, and "no estimate" for some.
    const services = queueDisplaySchema.parse(queue.queueDisplays[0]?.data).services;
    const estimates = Object.values(services).map((s) => estimateWait(s).kind);
    expect(estimates.filter((kind) => kind === 'range').length).toBeGreaterThanOrEqual(2);
    expect(estimates).toContain('none');
    // The past fortnight: ended visits, by both desks ("my visits this week").
    const dateOf = (visit: DemoRecord) => String(visit.data.queueDate);
    const past = queue.visits.filter((visit) => dateOf(visit) < TODAY);
    expect(past.length).toBeGreaterThan(30);
    expect(new Set(past.map((v) => v.data.status))).toEqual(new Set(['completed', 'no_show']));
    expect(past.every((v) => dateOf(v) >= '2026-03-04')).toBe(true);
    for (const uid of ['demo-agent', 'demo-manager']) {
      const week = past.filter((v) => v.data.deskStaffId === uid && dateOf(v) >= '2026-03-16');
      expect(week.length, uid).toBeGreaterThan(0);
    }
  });

  it("seeded at a real time, ends today's queue then: every time of today's visits is before it and the longest wait is real", () => {
    // 04:10 in Edmonton on TODAY: before opening hours, when the fixed 09:00 + 3 h layout
    // would put every check-in in the future and every wait at 0.
    const seededAt = new Date('2026-03-18T11:10:00Z');
    const seeded = demoCentre({ ...inputFor(TODAY), now: seededAt });
    expectValidCentre(seeded, TODAY);
    const todays = seeded.queue.visits.filter((visit) => visit.data.queueDate === TODAY);
    const times = todays.flatMap((visit) =>
      ['checkedInAt', 'calledAt', 'startedAt', 'completedAt']
        .map((field) => visit.data[field])
        .filter((value): value is Timestamp => value instanceof Timestamp)
        .map((value) => value.toMillis()),
    );
    expect(Math.max(...times)).toBeLessThanOrEqual(seededAt.getTime());
    const waiting = todays.filter((visit) => visit.data.status === 'waiting');
    const longest =
      seededAt.getTime() - Math.min(...waiting.map((v) => millis(v.data.checkedInAt)));
    expect(longest).toBeGreaterThan(10 * 60_000);
  });

  it('has tasks among the demo staff: overdue, due today, in progress, done, linked to records', () => {
    const { tasks } = centre;
    expect(tasks.length).toBeGreaterThanOrEqual(8);
    const records = tasks.map((task) => taskRecordSchema.parse({ ...task.data, id: task.id }));
    expect(records.filter((task) => isTaskOverdue(task, TODAY)).length).toBeGreaterThanOrEqual(2);
    expect(records.some((task) => task.status !== 'done' && task.dueDate === TODAY)).toBe(true);
    expect(new Set(records.map((task) => task.status))).toEqual(
      new Set(['open', 'in_progress', 'done']),
    );
    expect(records.filter((task) => task.status === 'done')).toHaveLength(1);
    expect(new Set(records.map((task) => task.relatedTo?.kind ?? null))).toEqual(
      new Set(['application', 'visit', null]),
    );
    // The manager gives work to the agent; the agent keeps a reminder of their own; the reception
    // asks the agent for a call back; one task was reassigned.
    const pairs = records.map((task) => `${task.createdBy}->${task.assignedTo}`);
    expect(pairs).toContain('demo-manager->demo-agent');
    expect(pairs).toContain('demo-agent->demo-agent');
    expect(pairs).toContain('demo-receptionist->demo-agent');
    expect(tasks.some((task) => task.history.some((e) => e.data.event === 'reassigned'))).toBe(
      true,
    );
    expect(
      demoWrites(centre, { withDocuments: false }).filter((w) => w.path.startsWith('tasks/')),
    ).toHaveLength(tasks.length + tasks.reduce((sum, task) => sum + task.history.length, 0));
  });

  it('is the same, byte for byte, every time it is made for the same day', () => {
    expect(demoCentre(inputFor(TODAY))).toEqual(centre);
  });

  it('keeps the ids of applications when made for another day', () => {
    const later = demoCentre(inputFor('2026-03-25'));
    expect(later.applications.map((a) => a.id)).toEqual(centre.applications.map((a) => a.id));
    expect(later.applications.map((a) => a.data.reference)).toEqual(
      centre.applications.map((a) => a.data.reference),
    );
    expect(later.queue.visitors.slice(0, 15).map((v) => v.id)).toEqual(
      centre.queue.visitors.slice(0, 15).map((v) => v.id),
    );
  });
});

describe('the demo jobs board', () => {
  const jobs = demoJobs({ today: TODAY, settings, staff: users });

  it('has a dozen jobs in every status, filled ones among the closed', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(12);
    const statuses = new Set(jobs.map((job) => job.data.status as JobStatus));
    expect([...statuses].sort()).toEqual([...JOB_STATUSES].sort());
    expect(jobs.some((job) => job.data.status === 'closed' && job.data.filled === true)).toBe(true);
  });

  it('reads every job and history entry back through the domain schemas', () => {
    for (const job of jobs) {
      expectReadsBack(jobRecordSchema, job);
      // What staff would have typed passes the posting form's schema.
      jobFieldsInput.parse({
        title: job.data.title,
        employer: job.data.employer,
        location: job.data.location,
        remote: job.data.remote,
        employmentType: job.data.employmentType,
        description: job.data.description,
        requirements: job.data.requirements,
        salary: job.data.salary,
        howToApply: job.data.howToApply,
        deadline: job.data.deadline,
        language: job.data.language,
      });
      job.history.forEach((entry) => expectReadsBack(jobHistoryEntrySchema, entry));
    }
  });

  it('stores each offer with its language, one of the open ones written in Kiswahili', () => {
    expect(jobs.every((job) => job.data.language === 'en' || job.data.language === 'sw')).toBe(
      true,
    );
    expect(jobs.some((job) => job.data.language === 'sw' && job.data.status === 'published')).toBe(
      true,
    );
  });

  it('follows the transitions, with deadlines that fit each status', () => {
    for (const { data, history } of jobs) {
      const moves = history.map((entry) => entry.data);
      expect(moves[0]).toMatchObject({ event: 'created', to: 'draft' });
      for (const move of moves.slice(1)) {
        expect(JOB_TRANSITIONS[move.from as JobStatus]).toContain(move.to);
      }
      expect(moves.at(-1)?.to).toBe(data.status);
      if (data.status === 'published') expect(String(data.deadline) >= TODAY).toBe(true);
      if (data.status === 'expired') expect(String(data.deadline) < TODAY).toBe(true);
      if (data.status !== 'draft') expect(data.publishedAt).toBeInstanceOf(Timestamp);
    }
  });

  it('writes each job and its history under jobs/{id}', () => {
    const paths = demoJobWrites(jobs).map((write) => write.path);
    expect(paths).toContain('jobs/demo-job-warehouse');
    expect(paths).toContain('jobs/demo-job-warehouse/history/demo-job-warehouse-02');
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the licence-renewal service of the catalogue', () => {
  it('asks exactly the licence renewal fields of the domain', () => {
    const service = services.find((candidate) => candidate.id === LICENCE_RENEWAL_SERVICE_ID);
    expect(service?.applicationFields).toEqual(LICENCE_RENEWAL_FIELDS);
    expect(
      (service as { requiredDocuments?: unknown[] } | undefined)?.requiredDocuments,
    ).toHaveLength(3);
  });

  it('has no demo applications: its requests are licence renewals', () => {
    const centre = demoCentre(inputFor(TODAY));
    expect(
      centre.applications.filter(({ data }) => data.serviceId === LICENCE_RENEWAL_SERVICE_ID),
    ).toEqual([]);
  });
});

describe('the demo licence renewals', () => {
  const renewals = demoLicenceRenewals({ today: TODAY, settings, staff: users });
  const now = slotInstant(settings, TODAY, '12:00');

  it('has about fourteen requests at every status, two of them stuck, a few assigned', () => {
    expect(renewals.length).toBeGreaterThanOrEqual(14);
    const statuses = new Set(renewals.map(({ data }) => data.status as LicenceRenewalStatus));
    expect([...statuses].sort()).toEqual([...LICENCE_RENEWAL_STATUSES].sort());
    const stuck = renewals.filter(({ id, data }) =>
      isLicenceRenewalStuck(licenceRenewalRecordSchema.parse({ ...data, id }), now),
    );
    expect(stuck).toHaveLength(2);
    const assignees = new Set(renewals.map(({ data }) => data.assignedTo).filter(Boolean));
    const managerAndAdmin = users.filter((user) => ['manager', 'admin'].includes(user.role));
    expect([...assignees].sort()).toEqual(managerAndAdmin.map((user) => user.uid).sort());
  });

  it('reads every renewal, history entry and note back through the domain schemas', () => {
    for (const renewal of renewals) {
      expectReadsBack(licenceRenewalRecordSchema, renewal);
      // What the public wrote passes the public schema the rules mirror.
      publicApplicationSchema.parse({ ...renewal.data, status: 'submitted' });
      expect(renewal.data.clientRequestId).toBe(renewal.id);
      expect(renewal.data.reference).toMatch(LICENCE_REFERENCE_PATTERN);
      expect(renewal.data.serviceId).toBe(LICENCE_RENEWAL_SERVICE_ID);
      licenceAnswersSchema.parse(renewal.data.answers);
      for (const document of renewal.data.documents as { path: string; field: string }[]) {
        expect(document.path.startsWith(`licenceRenewals/${renewal.id}/`)).toBe(true);
      }
      expect(
        (renewal.data.documents as { field: string }[]).map((document) => document.field),
      ).toEqual(['licenceCopy', 'identityDocument', 'photo']);
      expect(renewal.files.map((file) => file.path)).toEqual(
        (renewal.data.documents as { path: string }[]).map((document) => document.path),
      );
      renewal.history.forEach((entry) => expectReadsBack(licenceRenewalHistoryEntrySchema, entry));
      renewal.notes.forEach((note) => expectReadsBack(licenceRenewalNoteSchema, note));
    }
  });

  it('follows the transitions, with the clock, the note and the assignee the history says', () => {
    for (const { data, history } of renewals) {
      const entries = history.map((entry) => entry.data);
      expect(entries[0]).toMatchObject({ kind: 'created', to: 'submitted' });
      const moves = entries.filter((entry) => entry.kind === 'status');
      for (const move of moves) {
        expect(
          LICENCE_RENEWAL_TRANSITIONS[move.from as LicenceRenewalStatus],
          `${String(move.from)} -> ${String(move.to)}`,
        ).toContain(move.to);
        if (licenceRenewalNeedsNote(move.to as LicenceRenewalStatus)) {
          expect(String(move.note).length).toBeGreaterThan(0);
        }
      }
      const last = moves.at(-1) ?? entries[0];
      expect(last?.to).toBe(data.status);
      expect(millis(data.statusChangedAt)).toBe(millis(last?.at));
      expect(data.statusNote).toBe(
        licenceRenewalNeedsNote(data.status as LicenceRenewalStatus) ? last?.note : '',
      );
      const assignment = entries.filter((entry) => entry.kind === 'assignment').at(-1);
      expect(data.assignedTo).toBe(assignment?.to ?? null);
      const times = entries.map((entry) => millis(entry.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('holds the deterministic renewal the tests and the README name', () => {
    const renewal = renewals.find(({ id }) => id === DEMO_LICENCE_RENEWAL.id);
    expect(renewal?.data).toMatchObject({
      reference: DEMO_LICENCE_RENEWAL.reference,
      status: DEMO_LICENCE_RENEWAL.status,
      applicant: expect.objectContaining({ dateOfBirth: DEMO_LICENCE_RENEWAL.dateOfBirth }),
    });
  });

  it('writes each renewal, its history, notes and reference reservation once', () => {
    const writes = demoLicenceRenewalWrites(renewals, { withDocuments: false });
    const paths = writes.map((write) => write.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain(`licenceRenewalReferences/${DEMO_LICENCE_RENEWAL.reference}`);
    expect(paths).toContain(
      `licenceRenewals/${DEMO_LICENCE_RENEWAL.id}/history/${DEMO_LICENCE_RENEWAL.id}-01`,
    );
    const references = renewals.map(({ data }) => data.reference);
    expect(new Set(references).size).toBe(references.length);
    for (const write of writes.filter(({ path }) => /^licenceRenewals\/[^/]+$/.test(path))) {
      expect(write.data.documents).toEqual([]);
    }
  });
});

describe('the demo bank desk', () => {
  const bank = demoBank({ today: TODAY, settings, staff: users });
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it('has requests in every status with BNK- references, history and a few notes', () => {
    const statuses = new Set(bank.requests.map(({ data }) => data.status));
    expect([...statuses].sort()).toEqual([...BANK_REQUEST_STATUSES].sort());
    const references = bank.requests.map(({ data }) => String(data.reference));
    expect(new Set(references).size).toBe(bank.requests.length);
    references.forEach((reference) => expect(reference).toMatch(BANK_REFERENCE_PATTERN));
    expect(bank.requests.filter((request) => request.notes.length > 0).length).toBeGreaterThan(1);
    for (const request of bank.requests) {
      expectReadsBack(bankRequestRecordSchema, request);
      request.history.forEach((entry) => expectReadsBack(applicationHistoryEntrySchema, entry));
      request.notes.forEach((note) => expectReadsBack(applicationNoteSchema, note));
    }
  });

  it('moves each request only along the transitions, converted ones to an existing client', () => {
    const clientIds = new Set(bank.clients.map((client) => client.id));
    for (const { data, history } of bank.requests) {
      const moves = history.map((entry) => entry.data).filter((entry) => entry.from !== null);
      for (const move of moves.filter((entry) => entry.kind !== 'assignment')) {
        expect(BANK_HISTORY_KINDS).toContain(move.kind);
        expect(BANK_REQUEST_TRANSITIONS[move.from as BankRequestStatus]).toContain(move.to);
      }
      if (data.status === 'converted') expect(clientIds).toContain(data.clientId);
      else expect(data.clientId).toBeNull();
      if (data.status === 'closed') expect(history.at(-1)?.data.note).toBeTruthy();
    }
  });

  it('has clients at every stage, with documents uploaded, verified and rejected', () => {
    const statuses = new Set(bank.clients.map(({ data }) => data.status));
    expect([...statuses].sort()).toEqual([...BANK_CLIENT_STATUSES].sort());
    const documentStatuses = new Set(
      bank.clients.flatMap((client) => client.documents.map(({ data }) => data.status)),
    );
    expect([...documentStatuses].sort()).toEqual(['rejected', 'uploaded', 'verified']);
    for (const client of bank.clients) {
      expectReadsBack(bankClientRecordSchema, client);
      bankClientNumbersSchema.parse(client.numbers);
      client.documents.forEach((document) => expectReadsBack(kycDocumentRecordSchema, document));
      client.history.forEach((entry) => expectReadsBack(applicationHistoryEntrySchema, entry));
      client.notes.forEach((note) => expectReadsBack(applicationNoteSchema, note));
      for (const move of client.history.map((entry) => entry.data)) {
        if (move.kind === 'status') {
          expect(BANK_CLIENT_TRANSITIONS[move.from as BankClientStatus]).toContain(move.to);
        }
      }
      if (['declined', 'closed'].includes(String(client.data.status))) {
        expect(client.history.at(-1)?.data.note).toBeTruthy();
      }
    }
  });

  it('activates only clients whose every required document is verified, with an account', () => {
    const activated = bank.clients.filter((client) => client.data.activatedAt !== null);
    expect(activated.length).toBeGreaterThanOrEqual(5);
    for (const client of activated) {
      const documents = client.documents.map(({ data }) => ({
        kind: String(data.kind),
        status: String(data.status),
      }));
      expect(
        missingKycDocuments(
          bankClientRecordSchema.parse({ ...client.data, id: client.id }).products,
          documents,
        ),
      ).toEqual([]);
      expect(client.numbers.accountNumber).toBeTruthy();
      expect(client.data.activationCount).toBe(1);
    }
    expect(bank.clients.some((client) => client.data.status === 'active')).toBe(true);
  });

  it('computes search tokens, the ID hash and the masked numbers as the callables do', () => {
    for (const client of bank.clients) {
      const { idNumber, accountNumber } = client.numbers as Record<string, string>;
      expect(client.data.searchTokens).toEqual(
        bankClientSearchTokens({
          name: String(client.data.name),
          phone: String(client.data.phone),
        }),
      );
      expect(client.data.idNumberHash).toBe(
        idNumber ? sha256(normaliseBankIdNumber(idNumber)) : '',
      );
      expect(client.data.idNumberMasked).toBe(maskBankNumber(idNumber ?? ''));
      expect(client.data.accountNumberMasked).toBe(maskBankNumber(accountNumber ?? ''));
      const tokens = client.data.searchTokens as string[];
      if (idNumber) expect(tokens).not.toContain(normaliseBankIdNumber(idNumber).toLowerCase());
      client.documents.forEach(({ data }) =>
        expect(String(data.storagePath).startsWith(`bankClients/${client.id}/${data.kind}/`)).toBe(
          true,
        ),
      );
    }
  });

  it('seeds every commission rule of the domain, with one version each', () => {
    expect(bank.commissionRules.map((rule) => rule.id).sort()).toEqual([...BANK_PRODUCTS].sort());
    for (const rule of bank.commissionRules) {
      const parsed = commissionRuleRecordSchema.parse(rule.data);
      expect(parsed).toMatchObject(DEFAULT_COMMISSION_RULES[parsed.product]);
      expect(rule.versions).toHaveLength(1);
      commissionRuleRecordSchema.parse(rule.versions[0]?.data);
    }
  });

  it('has one commission per activation, from the rules, over months of the bank agent and agent', () => {
    const activated = bank.clients.filter((client) => client.data.activatedAt !== null);
    expect(bank.commissions.map((entry) => entry.id).sort()).toEqual(
      activated.map((client) => commissionIdOf(client.id, 1)).sort(),
    );
    for (const entry of bank.commissions) {
      const commission = commissionRecordSchema.parse({ ...entry.data, id: entry.id });
      const client = activated.find((candidate) => candidate.id === commission.clientId)!;
      const expected = commissionForActivation(
        commission.products,
        DEFAULT_COMMISSION_RULES,
        Number(client.data.openingDepositCents),
      );
      expect(commission.amountCents).toBe(expected.amountCents);
      expect(commission.lines).toEqual(expected.lines);
      expect(commission.month).toBe(
        localDateTime(settings, commission.earnedAt as Date).date.slice(0, 7),
      );
      expect(commission.agentId).toBe(client.data.agentId);
    }
    const monthsOf = (role: string) => {
      const uid = users.find((user) => user.role === role)?.uid;
      return new Set(
        bank.commissions.filter(({ data }) => data.agentId === uid).map(({ data }) => data.month),
      );
    };
    expect(monthsOf('bank_agent').size).toBeGreaterThanOrEqual(4);
    expect(monthsOf('agent').size).toBeGreaterThanOrEqual(3);
    expect(monthsOf('bank_agent')).toContain(TODAY.slice(0, 7));
  });

  it('writes the reservations, private numbers and documents only with Storage', () => {
    const paths = (withDocuments: boolean) =>
      demoBankWrites(bank, { withDocuments }).map((write) => write.path);
    expect(paths(false)).toContain(
      `bankRequestReferences/${String(bank.requests[0]?.data.reference)}`,
    );
    expect(paths(false).some((path) => path.endsWith('/private/numbers'))).toBe(true);
    expect(paths(false).some((path) => path.includes('/documents/'))).toBe(false);
    expect(paths(true).some((path) => path.includes('/documents/'))).toBe(true);
    expect(bank.files.length).toBe(
      bank.clients.reduce((sum, client) => sum + client.documents.length, 0),
    );
  });
});
