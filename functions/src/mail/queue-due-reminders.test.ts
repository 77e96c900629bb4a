import { slotInstant } from '@centre/domain/bookings';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emailKey } from '../bookings/holds';

/** A small stand-in for Firestore: collections of documents, `in`/`==` filters, the outbox. */
const fake = vi.hoisted(() => ({
  collections: new Map<string, Map<string, Record<string, unknown>>>(),
}));

vi.mock('../admin', () => {
  const docs = (collection: string) => {
    if (!fake.collections.has(collection)) fake.collections.set(collection, new Map());
    return fake.collections.get(collection)!;
  };
  const snapshotOf = (collection: string, id: string) => {
    const data = docs(collection).get(id);
    return {
      id,
      exists: data !== undefined,
      data: () => data,
      get: (field: string) => data?.[field],
    };
  };
  const refOf = (path: string) => {
    const [collection, id] = path.split('/') as [string, string];
    return { path, id, get: async () => snapshotOf(collection, id) };
  };
  const queryOf = (collection: string, filters: [string, string, unknown][]) => ({
    where: (field: string, op: string, value: unknown) =>
      queryOf(collection, [...filters, [field, op, value]]),
    get: async () => ({
      docs: [...docs(collection).keys()]
        .map((id) => snapshotOf(collection, id))
        .filter((doc) =>
          filters.every(([field, op, value]) =>
            op === 'in' ? (value as unknown[]).includes(doc.get(field)) : doc.get(field) === value,
          ),
        ),
    }),
  });
  return {
    db: {
      doc: refOf,
      getAll: async (...refs: { path: string }[]) =>
        refs.map((ref) => snapshotOf(...(ref.path.split('/') as [string, string]))),
      collection: (collection: string) => ({
        ...queryOf(collection, []),
        doc: (id: string) => ({
          create: async (document: Record<string, unknown>) => {
            if (docs(collection).has(id)) throw Object.assign(new Error('exists'), { code: 6 });
            docs(collection).set(id, document);
          },
        }),
      }),
    },
  };
});
const SETTINGS = { timezone: 'America/Edmonton' };
vi.mock('../bookings/settings', () => ({ loadBookingSettings: async () => SETTINGS }));

const { queueDueReminders } = await import('./send-reminders');

const NOW = new Date('2026-07-14T16:00:00Z'); // 10:00 in Edmonton
const DAY = 86_400_000;
const put = (collection: string, id: string, data: Record<string, unknown>) => {
  if (!fake.collections.has(collection)) fake.collections.set(collection, new Map());
  fake.collections.get(collection)!.set(id, data);
};
const appointment = (date: string, start: string, fields: Record<string, unknown> = {}) => ({
  reference: 'APT-7K3Q9D',
  serviceId: 'passport',
  serviceName: 'Passport renewal',
  date,
  start,
  end: start,
  name: 'Amina',
  email: 'amina@example.org',
  language: 'sw',
  status: 'booked',
  rescheduleCount: 1,
  createdAt: Timestamp.fromMillis(NOW.getTime() - 3 * DAY),
  ...fields,
});
const mails = () => fake.collections.get('mail') ?? new Map();

beforeEach(() => {
  fake.collections.clear();
});

describe('queueDueReminders', () => {
  it('reminds of appointments starting within 24 h, once, and of nothing else', async () => {
    put('appointments', 'due', appointment('2026-07-15', '09:30')); // 23.5 h away
    put('appointments', 'confirmed', appointment('2026-07-14', '15:00', { status: 'confirmed' }));
    put('appointments', 'cancelled', appointment('2026-07-15', '09:30', { status: 'cancelled' }));
    put('appointments', 'far', appointment('2026-07-15', '16:00')); // 30 h away
    put('appointments', 'past', appointment('2026-07-14', '09:00'));
    put(
      'appointments',
      'late',
      appointment('2026-07-14', '13:00', { createdAt: Timestamp.fromDate(NOW) }),
    );
    put('appointments', 'out', appointment('2026-07-15', '09:30', { email: 'Out@Example.org' }));
    put('mailOptOuts', emailKey('out@example.org'), { reminders: true });

    const first = await queueDueReminders(NOW);
    expect(first.outcomes).toEqual(['queued', 'queued']);
    expect([...mails().keys()].sort()).toEqual([
      'appt_confirmed_reminder24h_2026-07-14_1500',
      'appt_due_reminder24h_2026-07-15_0930',
    ]);
    const mail = mails().get('appt_due_reminder24h_2026-07-15_0930')!;
    expect(mail).toMatchObject({
      to: 'amina@example.org',
      ref: { collection: 'appointments', id: 'due' },
      render: {
        template: 'appointment_reminder',
        language: 'sw',
        data: { date: '2026-07-15', start: '09:30', sequence: 1 },
      },
    });
    expect((mail.render as { data: { unsubscribeUrl: string } }).data.unsubscribeUrl).toMatch(
      /\/unsubscribe\?t=.+&lang=sw$/,
    );
    const attachment = (mail.message as { attachments: { content: string }[] }).attachments[0]!;
    expect(attachment.content).toContain('DTSTART;TZID=America/Edmonton:20260715T093000');
    expect(attachment.content).toContain('SEQUENCE:1');

    const second = await queueDueReminders(NOW);
    expect(second.outcomes).toEqual([]);
    expect(mails().size).toBe(2);
  });

  it('reminds of an exam seat within 3 days, to the registration, unless opted out', async () => {
    put('examSessions', 'soon', { date: '2026-07-16', startTime: '09:00', location: 'Room 2' });
    put('examSessions', 'later', { date: '2026-07-20', startTime: '09:00', location: 'Room 2' });
    put('applications', 'reg', {
      reference: 'APP-7K3Q9D',
      applicant: {
        firstName: 'Baraka',
        lastName: 'M',
        email: 'baraka@example.org',
        language: 'en',
      },
    });
    put('applications', 'reg-out', {
      reference: 'APP-8M4R2E',
      applicant: { firstName: 'C', lastName: 'D', email: 'out@example.org', language: 'en' },
    });
    put('mailOptOuts', emailKey('out@example.org'), { reminders: true });
    const seat = (registrationId: string, sessionId: string, status = 'booked') => ({
      registrationId,
      reference: 'APP-7K3Q9D',
      sessionId,
      status,
      createdAt: Timestamp.fromMillis(NOW.getTime() - 10 * DAY),
    });
    put('examBookings', 'seat', seat('reg', 'soon'));
    put('examBookings', 'seat-cancelled', seat('reg', 'soon', 'cancelled'));
    put('examBookings', 'seat-later', seat('reg', 'later'));
    put('examBookings', 'seat-out', seat('reg-out', 'soon'));

    const run = await queueDueReminders(NOW);
    expect(run.exams).toBe(1);
    expect([...mails().keys()]).toEqual(['exam_seat_reminder3d']);
    expect(mails().get('exam_seat_reminder3d')).toMatchObject({
      to: 'baraka@example.org',
      render: {
        template: 'exam_seat_reminder',
        data: { reference: 'APP-7K3Q9D', date: '2026-07-16', start: '09:00', location: 'Room 2' },
      },
    });
    expect(slotInstant(SETTINGS, '2026-07-16', '09:00').getTime() - NOW.getTime()).toBeLessThan(
      3 * DAY,
    );
  });
});
