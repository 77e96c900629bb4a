// Issue 16: a visitor who books in Kiswahili gets the confirmation in Kiswahili, and an admin sees
// it sent in the outbox (/admin/mail). The functions emulator sends to the local SMTP sink
// (maildev: SMTP 127.0.0.1:1025, REST http://127.0.0.1:1080), which the emulator scripts start.
import { COLLECTIONS } from '@centre/domain/collections';
import { APPOINTMENT_REFERENCE_PATTERN } from '@centre/domain/bookings';
import { mailIds } from '@centre/domain/mail';
import { expect, test } from '@playwright/test';
import { adminDb } from '../support/admin';
import { MAIL_SINK_URL, mailsTo } from '../support/mail-sink';
import { chooseLastFreeDayAndTime } from './booking-steps';
import { signInAs } from './sign-in';

test('a visitor books in Kiswahili, the confirmation arrives in Kiswahili, and an admin sees it sent', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `arifa-${stamp}@example.org`;
  const name = `Zawadi Mwangi ${stamp % 10_000}`;

  // The visitor switches the site to Kiswahili, then books (the service preselected by the link).
  await page.goto('/book-appointment?service=notary-attestation');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('sw');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  await chooseLastFreeDayAndTime(page);
  await page.getByRole('button', { name: 'Endelea' }).last().click();
  await page.getByLabel(/^Jina kamili/).fill(name);
  await page.getByLabel(/^Barua pepe/).fill(email);
  await page.getByLabel(/^Simu/).fill('+254 712 555 014');
  // The form follows the page's language, and says what the address is for.
  await expect(page.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
  await expect(page.getByText(/Tutakutumia uthibitisho/)).toBeVisible();
  await page.getByRole('button', { name: 'Weka miadi' }).click();

  await expect(page.getByRole('heading', { name: 'Miadi imewekwa' })).toBeVisible({
    timeout: 20_000,
  });
  const referenceText = page.getByTestId('appointment-reference');
  await expect(referenceText).toHaveText(APPOINTMENT_REFERENCE_PATTERN);
  const reference = (await referenceText.textContent())?.trim() ?? '';

  // The confirmation reaches the sink: to the address typed, the reference in the subject, in
  // Kiswahili (the greeting and the word for appointment).
  await expect
    .poll(async () => (await mailsTo(email)).length, {
      timeout: 60_000,
      message: `a mail to ${email} in the sink at ${MAIL_SINK_URL}`,
    })
    .toBeGreaterThan(0);
  const [mail, ...others] = await mailsTo(email);
  expect(others).toEqual([]);
  expect(mail?.subject).toContain(reference);
  expect(mail?.text).toContain(`Habari ${name}`);
  expect(mail?.text).toMatch(/miadi/i);
  expect(mail?.text).not.toContain('Your appointment');

  // The outbox records it as sent, in Kiswahili.
  const appointments = await adminDb
    .collection(COLLECTIONS.appointments)
    .where('email', '==', email)
    .get();
  const appointmentId = appointments.docs[0]?.id ?? '';
  const mailDoc = adminDb.doc(`${COLLECTIONS.mail}/${mailIds.appointmentConfirmed(appointmentId)}`);
  await expect
    .poll(async () => (await mailDoc.get()).get('delivery.state'), { timeout: 30_000 })
    .toBe('SUCCESS');
  expect((await mailDoc.get()).get('render.language')).toBe('sw');

  // An admin finds it on /admin/mail, linked from /users, among the sent mails.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await admin.goto('/users');
  await admin.getByRole('link', { name: 'Mail Outbox' }).click();
  await expect(admin).toHaveURL(/\/admin\/mail$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Mail Outbox' })).toBeVisible();
  await admin.getByRole('button', { name: 'Sent', exact: true }).click();
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: email }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Appointment booked');
  await expect(row).toContainText('Kiswahili');
  await expect(row).toContainText('Sent');
  await expect(row.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  await adminContext.close();
});
