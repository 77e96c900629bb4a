import { COLLECTIONS } from '@centre/domain/collections';
import { BOOKING_MESSAGES } from '@centre/domain/bookings';
import {
  MANAGE_APPOINTMENT_MESSAGES,
  type AppointmentForManage,
} from '@centre/domain/manage-appointment';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { APPOINTMENT_FACTS, bookedAppointment } from '../support/bookings';
import {
  useEmptyProjectPerTest,
  expectCallableError,
  newClient,
} from '../support/functions-client';

useEmptyProjectPerTest();

const APPOINTMENT_ID = 'Qm3xV8pT2kLr7NwZc4Ya';
const CONTACT = {
  name: 'Amina Wanjiru Otieno',
  email: 'amina.otieno@example.org',
  phone: '+1 780 555 0100',
  notes: 'I use a wheelchair; please keep a ground-floor desk.',
};

function seedAppointment(id = APPOINTMENT_ID, fields: Record<string, unknown> = {}) {
  return adminDb
    .doc(`${COLLECTIONS.appointments}/${id}`)
    .set(bookedAppointment(FieldValue.serverTimestamp(), { ...CONTACT, ...fields }));
}

const manage = (data: unknown) =>
  newClient().call<AppointmentForManage>('getAppointmentForManage', data);

describe('getAppointmentForManage: what the holder of a link learns (issue 9, item 10)', () => {
  it('answers what the manage page needs and no contact details', async () => {
    await seedAppointment();
    const answer = await manage({ appointmentId: APPOINTMENT_ID });
    expect(answer).toEqual({
      id: APPOINTMENT_ID,
      // The seeded document's service and time (support/bookings.ts): all the page is told.
      ...APPOINTMENT_FACTS,
      status: 'booked',
      maskedName: 'A. W. O.',
    });
    const text = JSON.stringify(answer);
    for (const value of [...Object.values(CONTACT), 'Amina', 'Otieno']) {
      expect(text).not.toContain(value);
    }
  });

  it('answers a cancelled appointment too (the page says it is cancelled)', async () => {
    await seedAppointment(APPOINTMENT_ID, { status: 'cancelled' });
    expect((await manage({ appointmentId: APPOINTMENT_ID })).status).toBe('cancelled');
  });

  it('answers not-found for an id that names no appointment, or a malformed appointment', async () => {
    await expectCallableError(
      manage({ appointmentId: 'NoSuchAppointment123' }),
      'not-found',
      BOOKING_MESSAGES.appointmentNotFound,
    );
    await seedAppointment('Broken', { status: 'lost' });
    await expectCallableError(
      manage({ appointmentId: 'Broken' }),
      'not-found',
      BOOKING_MESSAGES.appointmentNotFound,
    );
  });

  const invalid = MANAGE_APPOINTMENT_MESSAGES.appointmentIdInvalid;
  it.each([
    ['a path', { appointmentId: `${APPOINTMENT_ID}/history/event-1` }, invalid],
    ['a parent path', { appointmentId: '..' }, invalid],
    ['a reserved id', { appointmentId: '__x__' }, invalid],
    ['an empty id', { appointmentId: '' }, 'appointmentId is required'],
    ['a blank id', { appointmentId: '   ' }, 'appointmentId is required'],
    ['a 1 MB id', { appointmentId: 'a'.repeat(1_000_000) }, invalid],
    ['a number', { appointmentId: 42 }, 'appointmentId must be text'],
    ['a list', { appointmentId: [APPOINTMENT_ID] }, 'appointmentId must be text'],
    ['no id', {}, 'appointmentId is required'],
    ['an extra key', { appointmentId: APPOINTMENT_ID, fields: ['email'] }, undefined],
  ])('refuses %s with invalid-argument, never internal', async (_, data, expected) => {
    await seedAppointment();
    await expectCallableError(manage(data), 'invalid-argument', expected);
  });
});
