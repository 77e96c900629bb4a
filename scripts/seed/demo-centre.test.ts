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
  slotsForDay,
  type AppointmentStatus,
} from '../../domain/src/bookings';
import { contactMessageRecordSchema } from '../../domain/src/contact';
import { staffMessageRecordSchema, staffThreadId } from '../../domain/src/staff-messages';
import {
  demoCentre,
  demoWrites,
  type DemoCentre,
  type DemoCentreInput,
  type DemoExamSession,
  type DemoRecord,
  type DemoService,
} from './demo-centre';

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
    const assignment = entries.filter((entry) => entry.kind === 'assignment').at(-1);
    expect(data.assignedTo).toBe(assignment?.to ?? null);
    expect(millis(data.updatedAt)).toBe(Math.max(...entries.map((entry) => millis(entry.at))));
    expect(millis(data.updatedAt)).toBeLessThan(Date.parse(`${today}T23:59:59Z`) + 86_400_000);

    application.notes.forEach((note) => expectReadsBack(applicationNoteSchema, note));
    if (data.kind === 'hca' && data.status === 'approved') approvedHca.add(id);
  }
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
    expect(
      slotsForDay(settings, service?.durationMinutes ?? 0, data.date as string),
    ).toContainEqual({ start: data.start, end: data.end });
    expect(data.cancelledAt !== undefined).toBe(data.status === 'cancelled');

    appointment.history.forEach((entry) => expectReadsBack(appointmentHistoryRecordSchema, entry));
    const entries = appointment.history.map((entry) => entry.data);
    expect(entries[0]).toMatchObject({ from: null, to: 'booked' });
    entries.slice(1).forEach((entry, index) => {
      const from = entries[index]?.to as AppointmentStatus;
      expect(entry.from).toBe(from);
      expect(APPOINTMENT_TRANSITIONS[from]).toContain(entry.to);
      expect(millis(entry.at)).toBeGreaterThan(millis(entries[index]?.at));
    });
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
  }
  for (const note of centre.applications.flatMap((application) => application.notes)) {
    expect(note.data.authorName).toBe(nameOf.get(note.data.authorId as string));
  }

  // ---- No two documents share a path
  const paths = demoWrites(centre, { withDocuments: true }).map((write) => write.path);
  expect(new Set(paths).size).toBe(paths.length);
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
    for (const service of services) {
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
  });
});
