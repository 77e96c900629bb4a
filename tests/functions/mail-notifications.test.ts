// Issue 16: what the producers write to the outbox (mail/{id}): the triggers on appointments,
// applications and exam bookings, the reminder job and the staff digest. The contract is the
// mail document (id, to, render, message with its .ics); the sender that delivers it to the
// local sink is tested on its own; the booking's confirmation is also followed into the sink.
import { COLLECTIONS } from '@centre/domain/collections';
import {
  BOOKING_SETTINGS_PATH,
  slotId,
  slotInstant,
  type AppointmentBooked,
  type ExamSeatBooked,
} from '@centre/domain/bookings';
import { mailIds } from '@centre/domain/mail';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, createStaff, waitFor } from '../support/admin';
import { queueDueReminders } from '../../functions/src/mail/send-reminders';
import { queueStaffDigests } from '../../functions/src/mail/send-staff-digests';
import { emailKey } from '../../functions/src/bookings/holds';
import { newApplicationId, publicApplication } from '../support/applications';
import {
  BOOKING_SERVICE,
  BOOKING_SERVICE_ID,
  TEST_BOOKING_SETTINGS,
  bookedAppointment,
  bookedExamSeat,
  bookingInput,
  examSession,
  hcaRegistration,
  localDay,
  slotInHours,
} from '../support/bookings';
import { clearProject } from '../support/emulator-reset';
import { mailsTo, readAttachment, waitForMail } from '../support/mail-sink';
import {
  closeClients,
  newClient,
  signedInClient,
  signedInStaff,
} from '../support/functions-client';

const WHAT_TO_BRING = ['Photo ID', 'Proof of address'];

beforeEach(async () => {
  await clearProject();
  await Promise.all([
    adminDb.doc(BOOKING_SETTINGS_PATH).set(TEST_BOOKING_SETTINGS),
    adminDb
      .doc(`${COLLECTIONS.services}/${BOOKING_SERVICE_ID}`)
      .set({ ...BOOKING_SERVICE, requiredDocuments: WHAT_TO_BRING }),
  ]);
});
afterEach(closeClients);

const call = <T>(name: string, data: unknown) => newClient().call<T>(name, data);
const mailRef = (id: string) => adminDb.doc(`${COLLECTIONS.mail}/${id}`);

/** The mail once a trigger has written it. */
const mailOnce = async (id: string): Promise<DocumentData> =>
  (await waitFor(
    async () => (await mailRef(id).get()).data(),
    (data) => data !== undefined,
    { what: `mail/${id}` },
  ))!;

/** Every mail about one record. */
const mailsAbout = async (collection: string, id: string) =>
  (await adminDb.collection(COLLECTIONS.mail).where('ref.id', '==', id).get()).docs.filter(
    (doc) => doc.get('ref.collection') === collection,
  );

/** The single VEVENT of an .ics attachment, read by ical.js with the file's own VTIMEZONE. */
function readIcs(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const vevent = vevents[0]!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid'),
    event: new ICAL.Event(vevent),
  };
}

const startOf = (date: string, start: string) =>
  slotInstant(TEST_BOOKING_SETTINGS, date, start).toISOString();

describe('appointment mails', () => {
  it('confirms a booking once, to the booker, in English, with an .ics of the slot', async () => {
    const date = localDay(3);
    const input = bookingInput(date, '10:00');
    const { appointmentId, reference } = await call<AppointmentBooked>('bookAppointment', input);

    const mail = await mailOnce(mailIds.appointmentConfirmed(appointmentId));
    expect(mail).toMatchObject({
      to: input.email,
      ref: { collection: COLLECTIONS.appointments, id: appointmentId },
      render: {
        template: 'appointment_booked',
        language: 'en',
        data: {
          reference,
          date,
          start: '10:00',
          end: '10:15',
          timezone: TEST_BOOKING_SETTINGS.timezone,
          serviceName: BOOKING_SERVICE.name,
          whatToBring: WHAT_TO_BRING,
        },
      },
    });
    expect(mail.render.data.manageUrl).toMatch(new RegExp(`/appointment/${appointmentId}$`));
    expect(mail.message.subject).toEqual(expect.any(String));
    const [attachment, ...others] = mail.message.attachments;
    expect(others).toHaveLength(0);
    expect(attachment).toMatchObject({
      filename: `${reference}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    const ics = readIcs(attachment.content);
    expect(ics.method).toBe('PUBLISH');
    expect(ics.tzid).toBe(TEST_BOOKING_SETTINGS.timezone);
    expect(ics.event.uid).toMatch(new RegExp(`^${appointmentId}@`));
    expect(ics.event.startDate.toJSDate().toISOString()).toBe(startOf(date, '10:00'));
    expect(ics.event.endDate.toJSDate().toISOString()).toBe(startOf(date, '10:15'));
    expect(ics.event.description).toContain(mail.render.data.manageUrl);

    expect(await mailsAbout(COLLECTIONS.appointments, appointmentId)).toHaveLength(1);

    // Delivered: the emulator's sendMail puts it in the local SMTP sink, .ics and all, once.
    const delivered = await waitForMail(
      (sunk) =>
        sunk.subject.includes(reference) &&
        sunk.to.some((to) => to.address.toLowerCase() === input.email.toLowerCase()),
      { what: `the confirmation of ${reference}` },
    );
    const sunkIcs = readIcs(await readAttachment(delivered, `${reference}.ics`));
    expect(sunkIcs.tzid).toBe(TEST_BOOKING_SETTINGS.timezone);
    expect(sunkIcs.event.startDate.toJSDate().toISOString()).toBe(startOf(date, '10:00'));
    const confirmation = adminDb.doc(
      `${COLLECTIONS.mail}/${mailIds.appointmentConfirmed(appointmentId)}`,
    );
    await waitFor(
      async () => (await confirmation.get()).get('delivery.state') as string,
      (state) => state === 'SUCCESS',
      { what: 'the confirmation marked SUCCESS' },
    );
    const toBooker = await mailsTo(input.email);
    expect(toBooker.filter((sunk) => sunk.subject.includes(reference))).toHaveLength(1);
  });

  it('writes the confirmation in Kiswahili when the booker chose it', async () => {
    const input = bookingInput(localDay(3), '11:00', { language: 'sw' });
    const { appointmentId } = await call<AppointmentBooked>('bookAppointment', input);
    const mail = await mailOnce(mailIds.appointmentConfirmed(appointmentId));
    expect(mail.render.language).toBe('sw');
    expect(readIcs(mail.message.attachments[0].content).event.summary).toMatch(/^Miadi: /);
  });

  it('sends one mail per reschedule (a new .ics SEQUENCE) and one when cancelled', async () => {
    const date = localDay(3);
    const later = localDay(4);
    const input = bookingInput(date, '12:00');
    const { appointmentId } = await call<AppointmentBooked>('bookAppointment', input);
    await mailOnce(mailIds.appointmentConfirmed(appointmentId));

    await call('rescheduleAppointment', { appointmentId, date: later, start: '13:00' });
    const moved = await mailOnce(mailIds.appointmentRescheduled(appointmentId, 1));
    expect(moved.render).toMatchObject({
      template: 'appointment_rescheduled',
      data: { date: later, start: '13:00', sequence: 1 },
    });
    const ics = readIcs(moved.message.attachments[0].content);
    expect(ics.event.sequence).toBe(1);
    expect(ics.event.uid).toMatch(new RegExp(`^${appointmentId}@`));
    expect(ics.event.startDate.toJSDate().toISOString()).toBe(startOf(later, '13:00'));

    await call('cancelAppointment', { appointmentId });
    const cancelled = await mailOnce(mailIds.appointmentCancelled(appointmentId));
    expect(cancelled).toMatchObject({
      to: input.email,
      render: { template: 'appointment_cancelled', data: { date: later, start: '13:00' } },
    });
    expect(cancelled.render.data.bookUrl).toMatch(/\/book-appointment$/);

    const all = (await mailsAbout(COLLECTIONS.appointments, appointmentId)).map((doc) => doc.id);
    expect(all.sort()).toEqual(
      [
        mailIds.appointmentCancelled(appointmentId),
        mailIds.appointmentConfirmed(appointmentId),
        mailIds.appointmentRescheduled(appointmentId, 1),
      ].sort(),
    );
  });
});

describe('queueDueReminders', () => {
  const DAY_MS = 86_400_000;

  /** An appointment written as the booking callable would, created `ageMs` ago. */
  async function seedAppointment(
    id: string,
    slot: { date: string; start: string },
    fields: Record<string, unknown> = {},
    ageMs = 3 * DAY_MS,
  ) {
    await adminDb.doc(`${COLLECTIONS.appointments}/${id}`).set(
      bookedAppointment(FieldValue.serverTimestamp(), {
        reference: `APT-${id.toUpperCase().slice(0, 6).padEnd(6, 'Q')}`,
        date: slot.date,
        start: slot.start,
        end: slot.start,
        slotId: slotId(BOOKING_SERVICE_ID, slot.date, slot.start),
        email: `${id}@example.org`,
        phone: '+1 780 555 0101',
        rescheduleCount: 0,
        createdAt: Timestamp.fromMillis(Date.now() - ageMs),
        ...fields,
      }),
    );
  }

  const reminders = async () =>
    (await adminDb.collection(COLLECTIONS.mail).get()).docs.filter(
      (doc) => doc.get('render.template') === 'appointment_reminder',
    );

  it('reminds once of an appointment 23.5 h away, and of nothing else', async () => {
    const soon = slotInHours(23.5);
    await Promise.all([
      seedAppointment('due', soon),
      seedAppointment('cancelled', soon, { status: 'cancelled' }),
      seedAppointment('far', slotInHours(30)),
      seedAppointment('optedout', soon),
      // Booked 3 hours ahead: the confirmation is enough.
      seedAppointment('late', slotInHours(2), {}, 3_600_000),
      adminDb
        .doc(`${COLLECTIONS.mailOptOuts}/${emailKey('optedout@example.org')}`)
        .set({ reminders: true, updatedAt: FieldValue.serverTimestamp() }),
    ]);

    const first = await queueDueReminders(new Date());
    expect(first.outcomes).toEqual(['queued']);
    const second = await queueDueReminders(new Date());
    expect(second.outcomes).toEqual([]);

    const sent = await reminders();
    expect(sent.map((doc) => doc.id)).toEqual([
      mailIds.appointmentReminder('due', soon.date, soon.start),
    ]);
    const mail = sent[0]!.data();
    expect(mail).toMatchObject({
      to: 'due@example.org',
      render: { language: 'en', data: { date: soon.date, start: soon.start } },
    });
    expect(mail.render.data.unsubscribeUrl).toContain('/unsubscribe?t=');
    expect(mail.message.attachments[0].filename).toMatch(/\.ics$/);
  });

  it('reminds a candidate of an exam seat within 3 days, once', async () => {
    const registration = hcaRegistration();
    const date = localDay(2);
    await Promise.all([
      adminDb.doc(`${COLLECTIONS.applications}/${registration.id}`).set({
        ...registration.data,
        applicant: { ...registration.data.applicant, language: 'sw' },
        createdAt: FieldValue.serverTimestamp(),
      }),
      adminDb.doc(`${COLLECTIONS.examSessions}/soon`).set(examSession({ date })),
      adminDb.doc(`${COLLECTIONS.examSessions}/later`).set(examSession({ date: localDay(9) })),
    ]);
    const booking = (sessionId: string) =>
      bookedExamSeat(Timestamp.fromMillis(Date.now() - 10 * DAY_MS), registration, sessionId);
    await Promise.all([
      adminDb.doc(`${COLLECTIONS.examBookings}/seat-soon`).set(booking('soon')),
      adminDb.doc(`${COLLECTIONS.examBookings}/seat-later`).set(booking('later')),
    ]);

    expect((await queueDueReminders(new Date())).exams).toBe(1);
    expect((await queueDueReminders(new Date())).exams).toBe(0);
    const mail = (await mailRef(mailIds.examSeatReminder('seat-soon')).get()).data();
    expect(mail).toMatchObject({
      to: registration.data.applicant.email,
      render: {
        template: 'exam_seat_reminder',
        language: 'sw',
        data: { reference: registration.reference, date, start: '09:00' },
      },
    });
    expect((await mailRef(mailIds.examSeatReminder('seat-later')).get()).exists).toBe(false);
  });
});

describe('application mails', () => {
  it('tells the applicant of the approval once, in their language', async () => {
    const id = newApplicationId();
    const application = publicApplication(id);
    await adminDb.doc(`${COLLECTIONS.applications}/${id}`).set({
      ...application,
      applicant: { ...application.applicant, language: 'sw' },
      createdAt: FieldValue.serverTimestamp(),
    });
    const received = await mailOnce(mailIds.applicationReceived(id));
    expect(received.render).toMatchObject({ template: 'application_received', language: 'sw' });
    const reference = received.render.data.reference as string;
    expect(received.render.data.statusCheckUrl).toContain(reference);

    const { client } = await signedInStaff('manager');
    await client.call('updateApplicationStatus', { applicationId: id, status: 'in_review' });
    await client.call('updateApplicationStatus', {
      applicationId: id,
      status: 'approved',
      note: 'Collect it on Monday.',
    });

    const statusMails = await waitFor(
      async () =>
        (await mailsAbout(COLLECTIONS.applications, id)).filter(
          (doc) => doc.get('render.template') === 'application_status',
        ),
      (docs) => docs.length > 0,
      { what: 'the status mail' },
    );
    expect(statusMails).toHaveLength(1);
    expect(statusMails[0]!.data()).toMatchObject({
      to: application.applicant.email,
      render: {
        language: 'sw',
        data: { reference, status: 'approved', note: 'Collect it on Monday.' },
      },
    });
  });
});

describe('exam seat mails', () => {
  it('confirms a booked seat to the registration address', async () => {
    const registration = hcaRegistration();
    await Promise.all([
      adminDb.doc(`${COLLECTIONS.applications}/${registration.id}`).set({
        ...registration.data,
        createdAt: FieldValue.serverTimestamp(),
      }),
      adminDb.doc(`${COLLECTIONS.examSessions}/session-1`).set(examSession()),
    ]);
    const { bookingId } = await call<ExamSeatBooked>('bookExamSeat', {
      reference: registration.reference,
      dateOfBirth: registration.dateOfBirth,
      sessionId: 'session-1',
    });
    const mail = await mailOnce(mailIds.examSeatBooked(bookingId));
    expect(mail).toMatchObject({
      to: registration.data.applicant.email,
      render: {
        template: 'exam_seat_booked',
        language: 'en',
        data: {
          reference: registration.reference,
          date: examSession().date,
          start: '09:00',
          location: examSession().location,
        },
      },
    });
    expect(await mailsAbout(COLLECTIONS.examBookings, bookingId)).toHaveLength(1);
  });
});

describe('queueStaffDigests', () => {
  it('sends an agent their new assignment, and nothing to one who switched it off', async () => {
    const [manager, agent, quiet] = await Promise.all([
      createStaff('manager'),
      createStaff('agent', { displayName: 'Amani Agent', language: 'sw' }),
      createStaff('agent', { dailyDigest: false }),
    ]);
    const ids = [newApplicationId(), newApplicationId()];
    await Promise.all(
      ids.map((id) =>
        adminDb.doc(`${COLLECTIONS.applications}/${id}`).set({
          ...publicApplication(id),
          createdAt: FieldValue.serverTimestamp(),
        }),
      ),
    );
    const references = await Promise.all(
      ids.map((id) =>
        waitFor(
          async () =>
            (await adminDb.doc(`${COLLECTIONS.applications}/${id}`).get()).get('reference') as
              string | undefined,
          Boolean,
          { what: 'a reference' },
        ),
      ),
    );
    const client = await signedInClient(manager);
    await client.call('assignApplication', { applicationId: ids[0], assignedTo: agent.uid });
    await client.call('assignApplication', { applicationId: ids[1], assignedTo: quiet.uid });

    const run = await queueStaffDigests(new Date());
    expect(run.outcomes).toEqual({ [agent.uid]: 'queued' });
    const mail = (await mailRef(mailIds.staffDigest(agent.uid, run.day)).get()).data();
    expect(mail).toMatchObject({
      to: agent.email,
      render: {
        template: 'staff_digest',
        language: 'sw',
        data: {
          name: 'Amani Agent',
          date: run.day,
          items: [{ kind: 'application', label: references[0] }],
        },
      },
    });
    expect(mail!.render.data.items[0].url).toMatch(new RegExp(`/applications/${ids[0]}$`));
    expect((await mailRef(mailIds.staffDigest(quiet.uid, run.day)).get()).exists).toBe(false);

    // Run again the same day: nothing new is queued.
    expect((await queueStaffDigests(new Date())).outcomes).toEqual({ [agent.uid]: 'exists' });
  });
});
