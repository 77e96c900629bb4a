import { COLLECTIONS } from '@centre/domain/collections';
import { expect, test } from '@playwright/test';
import { APPOINTMENT_REFERENCE_PATTERN, BOOKING_EXTRA_MESSAGES } from '@centre/domain/bookings';
import { HCA_SERVICE_ID, REFERENCE_ALPHABET } from '@centre/domain/applications';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { chooseLastFreeDayAndTime } from './booking-steps';
import { signInAs } from './sign-in';

async function appointmentFor(email: string) {
  const snapshot = await adminDb
    .collection(COLLECTIONS.appointments)
    .where('email', '==', email)
    .get();
  return snapshot.docs;
}

test('a visitor books an appointment, staff see it in the day view, and the visitor cancels it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `booking-${Date.now()}@example.org`;
  const name = `Neema Otieno ${Date.now() % 10_000}`;
  // The service comes preselected from the link, so the flow opens on the day step.
  await page.goto('/book-appointment?service=notary-attestation');

  await chooseLastFreeDayAndTime(page);
  await page.getByRole('button', { name: 'Continue' }).last().click();
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^Email/).fill(email);

  // A reload (a dropped connection) keeps what was typed; the time, not held, is chosen again.
  await page.reload();
  await chooseLastFreeDayAndTime(page);
  await expect(page.getByLabel(/^Full name/)).toHaveValue(name);
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);

  // Booking without a phone number: a focused summary says what is missing, linked to the field.
  await page.getByRole('button', { name: 'Book appointment' }).click();
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Enter a phone number we can call' }).click();
  await expect(page.getByLabel(/^Phone/)).toBeFocused();
  await page.getByLabel(/^Phone/).fill('+1 780 555 0142');
  await page.getByRole('button', { name: 'Book appointment' }).click();

  await expect(page.getByRole('heading', { name: 'Appointment booked' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('appointment-reference')).toHaveText(APPOINTMENT_REFERENCE_PATTERN);
  const [appointment] = await appointmentFor(email);
  expect(appointment?.get('status')).toBe('booked');
  const date = appointment?.get('date') as string;

  // Staff see it in the day view of its date.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, 'receptionist');
  await staff.goto(`/appointments?view=day&date=${date}`);
  await expect(staff.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
  await expect(staff.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await staffContext.close();

  // The visitor opens the appointment page and cancels.
  await page.getByRole('link', { name: 'View or change your appointment' }).click();
  await expect(page).toHaveURL(new RegExp(`/appointment/${appointment?.id}$`));
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Your appointment is cancelled')).toBeVisible();
  await expect.poll(async () => (await appointmentFor(email))[0]?.get('status')).toBe('cancelled');
  const slot = await adminDb.doc(`${COLLECTIONS.slots}/${appointment?.get('slotId')}`).get();
  expect(slot.get('booked')).toBe(0);
});

test('a registered HCA candidate books an exam seat once staff have approved the registration', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const code = Array.from(
    { length: 6 },
    () => REFERENCE_ALPHABET[Math.floor(Math.random() * REFERENCE_ALPHABET.length)],
  ).join('');
  const reference = `APP-${code}`;
  const dateOfBirth = '1988-02-14';
  const registration = await adminDb.collection(COLLECTIONS.applications).add({
    reference,
    serviceId: HCA_SERVICE_ID,
    kind: 'hca',
    applicant: {
      firstName: 'Halima',
      lastName: 'Yusuf',
      dateOfBirth,
      email: `hca-${code}@example.org`,
      phone: '+1 780 555 0199',
      address: '',
      language: 'en',
    },
    answers: {},
    documents: [],
    status: 'in_review',
    source: 'online',
    createdAt: FieldValue.serverTimestamp(),
  });

  // Before approval the public page says so and books nothing.
  await page.goto('/services/hca-exam-booking');
  await expect(page.getByText(/approved your registration/)).toBeVisible();
  await page.getByRole('link', { name: 'Book a seat' }).first().click();
  await expect(page).toHaveURL(/\/services\/hca-exam-booking\/apply\?session=/);
  await page.getByLabel(/^Registration reference/).fill(reference.toLowerCase());
  await page.getByLabel(/^Date of birth/).fill(dateOfBirth);
  const seatRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/bookExamSeat')) {
      seatRequests.push(request.url());
    }
  });
  await page.getByRole('button', { name: 'Book seat' }).click();
  await expect(page.getByRole('alert')).toHaveText(BOOKING_EXTRA_MESSAGES.registrationNotApproved, {
    timeout: 20_000,
  });
  // A refusal is the server's answer: one press sends one request (no retry of a refusal).
  expect(seatRequests).toHaveLength(1);

  // Staff approve the registration and see that the candidate can now book.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, 'manager');
  await staff.goto(`/hca-applications/${registration.id}`);
  await expect(staff.getByTestId('exam-eligibility')).toHaveText(
    /once this registration is approved/,
  );
  await staff.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByTestId('application-status')).toHaveText(/approved/i);
  await expect(staff.getByTestId('exam-eligibility')).toHaveText(
    /the candidate can now book an HCA exam seat/,
  );
  await staffContext.close();

  // The same form, sent again, books the seat.
  await page.getByRole('button', { name: 'Book seat' }).click();
  await expect(page.getByRole('heading', { name: 'Exam seat booked' })).toBeVisible({
    timeout: 20_000,
  });
  const bookings = await adminDb
    .collection(COLLECTIONS.examBookings)
    .where('reference', '==', reference)
    .get();
  expect(bookings.docs.map((d) => d.get('status'))).toEqual(['booked']);
  expect(seatRequests).toHaveLength(2);
});
