import { REFERENCE_ALPHABET } from '@centre/domain/applications';
import { COLLECTIONS } from '@centre/domain/collections';
import { estimateWait, queueDateOf } from '@centre/domain/visits';
import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { signInAs } from './sign-in';

// The front desk and the queue (issue 11) on the seeded demo centre: today's queue is three hours
// in, the demo agent serves Desk 1 (passports, national IDs) with a visit in service, and
// Amina Wanjiru is a returning visitor.

const TICKET = /^[A-Z]{1,3}-\d{3,}$/;

test('a receptionist finds a returning visitor and checks them in: the ticket is shown', async ({
  page,
}) => {
  await signInAs(page, 'receptionist');
  await page.goto('/visitors/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Visitor Registration' })).toBeVisible();
  await page.getByLabel('Name, phone or ID number').fill('Wanjiru');
  const match = page.getByRole('button', { name: /Amina Wanjiru/ });
  await expect(match).toContainText('Returning visitor');
  // Masked: the last digits of the phone, never the whole number or the email.
  await expect(match).toContainText('•••• 0101');
  await expect(match).not.toContainText('amina.wanjiru@example.org');
  await match.click();
  await page.getByLabel(/^Service/).selectOption('birth-certificate');
  await page.getByLabel('Purpose of the visit').fill('Certified copy for a school');
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByTestId('ticket')).toHaveText(TICKET);
  await expect(page.getByRole('status')).toContainText('Birth Certificate');
});

test('an agent finishes the visit in service, closes their desk, opens it again, calls the next visitor, starts and completes; the display shows the call', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'agent');
  await page.goto('/visits');
  const desk = page.getByRole('region', { name: 'My desk' });
  await expect(desk.getByTestId('desk-name')).toHaveText('Desk 1');

  const current = desk.getByTestId('current-visit');
  const status = current.getByTestId('current-visit-status');
  // The seeded visit in service is finished first (Call next waits for it). The desk shows its
  // name before the visit it is serving has been read: look once that read is over.
  await expect(desk.getByRole('status').filter({ hasText: 'Loading the visit' })).toHaveCount(0);
  if ((await current.count()) > 0 && (await status.textContent()) === 'In service') {
    await current.getByRole('button', { name: 'Complete', exact: true }).click();
    await current.getByLabel(/^Outcome/).fill('Documents checked.');
    await current.getByRole('button', { name: 'Complete the visit' }).click();
    await expect(status).toHaveText('Completed');
  }

  // Close the desk, then open it: the closed desk's form offers "Open desk".
  await desk.getByRole('button', { name: 'Close desk' }).click();
  const openDesk = desk.getByRole('button', { name: 'Open desk' });
  await expect(openDesk).toBeVisible();
  await expect(desk.getByTestId('desk-name')).toHaveCount(0);
  await desk.getByLabel(/^Desk name/).fill('Desk 1');
  for (const service of ['Passport Application and Renewal', 'National ID Card']) {
    await desk.getByRole('checkbox', { name: service }).check();
  }
  await openDesk.click();
  await expect(desk.getByTestId('desk-name')).toHaveText('Desk 1');

  await desk.getByRole('button', { name: 'Call next' }).click();
  await expect(status).toHaveText('Called');
  const ticket = (await current.getByRole('link').first().textContent()) ?? '';
  expect(ticket).toMatch(TICKET);

  // The waiting-room display (public, no sign-in) shows the call.
  const display = await browser.newPage();
  await display.goto('/queue-display');
  await expect(display.getByRole('heading', { level: 1, name: 'Now serving' })).toBeVisible();
  await expect(display.getByTestId('latest-ticket')).toHaveText(ticket);
  await expect(display.getByText('Please go to Desk 1')).toBeVisible();
  await display.close();

  await current.getByRole('button', { name: 'Start' }).click();
  await expect(status).toHaveText('In service');
  await current.getByRole('button', { name: 'Complete', exact: true }).click();
  await current.getByLabel(/^Outcome/).fill('Passport form checked and sent.');
  await current.getByRole('button', { name: 'Complete the visit' }).click();
  await expect(status).toHaveText('Completed');

  // The visit's page tells the story.
  await current.getByRole('link', { name: ticket }).click();
  await expect(page.getByTestId('visit-ticket')).toHaveText(ticket);
  await expect(page.getByTestId('visit-status')).toHaveText('Completed');
  await expect(page.getByText('Passport form checked and sent.').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Service started');
});

/**
 * A booking for today in the centre's day, made by Amina Wanjiru (a returning visitor: her name
 * and phone as she is registered), whatever day of the week the suite runs: an appointment of
 * its own, so the check-in below does not depend on the seed's appointments of today.
 */
async function bookTodayForAmina(): Promise<string> {
  const settings = await adminDb.doc(`${COLLECTIONS.settings}/booking`).get();
  const date = queueDateOf(new Date(), String(settings.get('timezone')));
  const code = Array.from(
    { length: 6 },
    () => REFERENCE_ALPHABET[Math.floor(Math.random() * REFERENCE_ALPHABET.length)],
  ).join('');
  const reference = `APT-${code}`;
  await adminDb.collection(COLLECTIONS.appointments).add({
    reference,
    serviceId: 'passport-renewal',
    serviceName: 'Passport Application and Renewal',
    date,
    start: '23:45',
    end: '23:59',
    slotId: `passport-renewal_${date}_2345`,
    name: 'Amina Wanjiru',
    email: 'amina.wanjiru@example.org',
    phone: '+17805550101',
    language: 'sw',
    notes: '',
    status: 'booked',
    visitId: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    rescheduleCount: 0,
  });
  return reference;
}

test("a receptionist checks in today's appointment of a returning visitor: the visit joins her record, no second visitor", async ({
  page,
}) => {
  const reference = await bookTodayForAmina();
  const amina = await adminDb
    .collection(COLLECTIONS.visitors)
    .where('phone', '==', '+17805550101')
    .get();
  expect(amina.size).toBe(1);
  const visitorsBefore = (await adminDb.collection(COLLECTIONS.visitors).count().get()).data()
    .count;

  await signInAs(page, 'receptionist');
  await page.goto('/visitors/register');
  await page.getByRole('tab', { name: 'Appointment today' }).click();
  const list = page.getByRole('list', { name: 'Appointments to check in' });
  await page.getByLabel('Reference, name or phone').fill(reference);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: 'Check in Amina Wanjiru' }).click();

  // The booker looked up among the visitors, masked: the receptionist says "this is her".
  const found = page.getByRole('list', { name: 'Visitors who may have booked' });
  const her = found.getByRole('button', { name: /Amina Wanjiru/ });
  await expect(her).toContainText('•••• 0101');
  await expect(found).not.toContainText('amina.wanjiru@example.org');
  await her.first().click();
  await expect(page.getByTestId('ticket')).toHaveText(TICKET);

  const appointment = await adminDb
    .collection(COLLECTIONS.appointments)
    .where('reference', '==', reference)
    .get();
  expect(appointment.docs[0]?.get('status')).toBe('checked_in');
  const visit = await adminDb
    .doc(`${COLLECTIONS.visits}/${String(appointment.docs[0]?.get('visitId'))}`)
    .get();
  expect(visit.get('visitorId')).toBe(amina.docs[0]?.id);
  expect(visit.get('appointmentId')).toBe(appointment.docs[0]?.id);
  expect((await adminDb.collection(COLLECTIONS.visitors).count().get()).data().count).toBe(
    visitorsBefore,
  );
});

test("a visitor's phone shows a service's wait from today's display, without signing in", async ({
  page,
}) => {
  // The public estimate takes the newest display (ordered by validUntil) and works out no date;
  // other specs move the queue meanwhile, so the expected text is read again until they agree.
  const expectedWait = async () => {
    const newest = await adminDb
      .collection(COLLECTIONS.queueDisplays)
      .orderBy('validUntil', 'desc')
      .limit(1)
      .get();
    const display = newest.docs[0];
    const settings = await adminDb.doc(`${COLLECTIONS.settings}/booking`).get();
    expect(display?.id).toBe(queueDateOf(new Date(), String(settings.get('timezone'))));
    const queue = display?.get('services.passport-renewal') as Parameters<typeof estimateWait>[0];
    const estimate = estimateWait(queue);
    return estimate.kind === 'range'
      ? `About ${estimate.lowMinutes}–${estimate.highMinutes} min`
      : 'No estimate yet';
  };
  await page.goto('/services/passport-renewal');
  const wait = page.getByTestId('wait-estimate');
  await expect(wait).toHaveAttribute('aria-busy', 'false');
  await expect(async () => {
    await page.reload();
    await expect(wait).toHaveText(await expectedWait(), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});
