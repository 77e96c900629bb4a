import { beforeEach, describe, expect, it, vi } from 'vitest';

// A Firestore with a few documents: services/{id} and applications/examSessions for the loaders.
const store = vi.hoisted(() => ({ docs: new Map<string, Record<string, unknown>>() }));
vi.mock('../admin', () => ({
  db: {
    doc: (path: string) => ({
      get: async () => {
        const data = store.docs.get(path);
        return {
          exists: data !== undefined,
          data: () => data,
          get: (field: string) => data?.[field],
        };
      },
    }),
  },
}));
vi.mock('../bookings/settings', () => ({
  loadBookingSettings: async () => ({ timezone: 'Africa/Nairobi' }),
}));

const { appointmentMailsFor } = await import('./on-appointment-mail');
const { applicationMailsFor } = await import('./on-application-mail');
const { examBookingMailsFor } = await import('./on-exam-booking-mail');
const { licenceRenewalMailsFor } = await import('./on-licence-renewal-mail');
const { bankRequestMailsFor } = await import('./on-bank-request-mail');
const { mailDocument } = await import('./enqueue');

const APPOINTMENT = {
  reference: 'APT-7K3Q9D',
  serviceId: 'passport',
  serviceName: 'Passport renewal',
  date: '2026-07-14',
  start: '10:30',
  end: '10:45',
  name: 'Amina Wanjiru',
  email: 'amina@example.org',
  language: 'sw',
  status: 'booked',
  rescheduleCount: 0,
};

beforeEach(() => {
  store.docs.clear();
  store.docs.set('services/passport', {
    name: 'Passport renewal',
    requiredDocuments: ['Old passport', 7, ''],
  });
});

describe('appointment mails as written', () => {
  it('a booking: to the booker, in their language, with the slot, what to bring and an .ics', async () => {
    const [mail, ...rest] = await appointmentMailsFor('a1', undefined, APPOINTMENT);
    expect(rest).toHaveLength(0);
    expect(mail).toMatchObject({
      id: 'appt_a1_confirmed',
      to: 'amina@example.org',
      ref: { collection: 'appointments', id: 'a1' },
      render: {
        template: 'appointment_booked',
        language: 'sw',
        data: {
          reference: 'APT-7K3Q9D',
          date: '2026-07-14',
          start: '10:30',
          end: '10:45',
          timezone: 'Africa/Nairobi',
          whatToBring: ['Old passport'],
          sequence: 0,
        },
      },
    });
    expect(mail!.render.template === 'appointment_booked' && mail!.render.data.manageUrl).toMatch(
      /\/appointment\/a1$/,
    );
    const document = mailDocument(mail!);
    const message = document.message as { attachments: { filename: string; content: string }[] };
    expect(message.attachments[0]!.filename).toBe('APT-7K3Q9D.ics');
    expect(message.attachments[0]!.content).toContain(
      'DTSTART;TZID=Africa/Nairobi:20260714T103000',
    );
  });

  it('a cancellation: the slot and the booking link, no manage link', async () => {
    const [mail] = await appointmentMailsFor('a1', APPOINTMENT, {
      ...APPOINTMENT,
      status: 'cancelled',
    });
    expect(mail!.render.template).toBe('appointment_cancelled');
    expect(mail!.render.data).not.toHaveProperty('manageUrl');
    expect(mail!.render.data).toMatchObject({ date: '2026-07-14', start: '10:30' });
    expect((mail!.render.data as { bookUrl: string }).bookUrl).toMatch(/\/book-appointment$/);
    expect(mailDocument(mail!).message).not.toHaveProperty('attachments');
  });
});

describe("the service in the mail's language", () => {
  const KISWAHILI = {
    sw: { name: 'Kuhuisha pasipoti', requiredDocuments: ['Pasipoti ya zamani'] },
  };

  it("prints the catalogue's Kiswahili name and documents in a Kiswahili mail", async () => {
    store.docs.set('services/passport', {
      name: 'Passport renewal',
      requiredDocuments: ['Old passport'],
      translations: KISWAHILI,
    });
    const [booked] = await appointmentMailsFor('a1', undefined, APPOINTMENT);
    expect(booked!.render.data).toMatchObject({
      serviceName: 'Kuhuisha pasipoti',
      whatToBring: ['Pasipoti ya zamani'],
    });
    const [english] = await appointmentMailsFor('a2', undefined, {
      ...APPOINTMENT,
      language: 'en',
    });
    expect(english!.render.data).toMatchObject({
      serviceName: 'Passport renewal',
      whatToBring: ['Old passport'],
    });
    const [status] = await applicationMailsFor(
      'x',
      'event-1',
      { status: 'in_review', serviceId: 'passport' },
      {
        status: 'approved',
        reference: 'APP-7K3Q9D',
        serviceId: 'passport',
        applicant: { firstName: 'Amina', email: 'amina@example.org', language: 'sw' },
      },
    );
    expect(status!.render.data).toMatchObject({ serviceName: 'Kuhuisha pasipoti' });
  });

  it('keeps the English words when the Kiswahili ones do not parse', async () => {
    store.docs.set('services/passport', {
      name: 'Passport renewal',
      requiredDocuments: ['Old passport'],
      translations: { sw: { name: 42 } },
    });
    const [booked] = await appointmentMailsFor('a1', undefined, APPOINTMENT);
    expect(booked!.render.data).toMatchObject({
      serviceName: 'Passport renewal',
      whatToBring: ['Old passport'],
    });
  });
});

describe('the other producers as written', () => {
  it('an application status mail: the applicant, the service name, the status check', async () => {
    const before = { status: 'in_review', reference: 'APP-7K3Q9D', serviceId: 'passport' };
    const after = {
      ...before,
      status: 'rejected',
      statusNote: 'Not eligible',
      applicant: { firstName: 'Amina', lastName: 'W', email: 'amina@example.org', language: 'sw' },
    };
    const [mail] = await applicationMailsFor('x', 'event-1', before, after);
    expect(mail).toMatchObject({
      id: 'app_x_rejected_event-1',
      to: 'amina@example.org',
      render: {
        template: 'application_status',
        language: 'sw',
        data: {
          name: 'Amina W',
          serviceName: 'Passport renewal',
          status: 'rejected',
          note: 'Not eligible',
        },
      },
    });
    expect((mail!.render.data as { statusCheckUrl: string }).statusCheckUrl).toContain(
      'reference=APP-7K3Q9D',
    );
  });

  it('an exam seat: the registration address and language, the session', async () => {
    store.docs.set('applications/reg1', {
      reference: 'APP-7K3Q9D',
      applicant: {
        firstName: 'Baraka',
        lastName: 'M',
        email: 'baraka@example.org',
        language: 'sw',
      },
    });
    store.docs.set('examSessions/s1', {
      date: '2026-08-01',
      startTime: '09:00',
      location: 'Room 2',
    });
    const [mail] = await examBookingMailsFor('b1', {
      registrationId: 'reg1',
      reference: 'APP-7K3Q9D',
      sessionId: 's1',
      status: 'booked',
    });
    expect(mail).toMatchObject({
      id: 'exam_b1_booked',
      to: 'baraka@example.org',
      render: {
        template: 'exam_seat_booked',
        language: 'sw',
        data: {
          name: 'Baraka M',
          reference: 'APP-7K3Q9D',
          date: '2026-08-01',
          start: '09:00',
          timezone: 'Africa/Nairobi',
          location: 'Room 2',
        },
      },
    });
    // A registration that is gone: no mail.
    expect(
      await examBookingMailsFor('b2', {
        registrationId: 'gone',
        sessionId: 's1',
        status: 'booked',
      }),
    ).toEqual([]);
  });

  it('a licence ready and a bank request received', () => {
    const applicant = { firstName: 'A', lastName: 'B', email: 'a@example.org', language: 'en' };
    const [licence] = licenceRenewalMailsFor(
      'r1',
      { status: 'sent_to_authority' },
      { status: 'ready_for_collection', reference: 'LIC-7K3Q9D', applicant, answers: {} },
    );
    expect(licence!.render).toMatchObject({
      template: 'licence_ready',
      data: { reference: 'LIC-7K3Q9D', delivery: 'collect' },
    });
    const [bank] = bankRequestMailsFor('q1', undefined, {
      reference: 'BNK-7K3Q9D',
      name: 'Chausiku',
      email: 'c@example.org',
      product: 'current_account',
      language: 'sw',
    });
    expect(bank).toMatchObject({
      id: 'bank_q1_received',
      to: 'c@example.org',
      render: { template: 'bank_request_received', language: 'sw' },
    });
  });
});
