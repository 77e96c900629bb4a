import { expect, test, type Locator, type Page } from '@playwright/test';
import { LICENCE_REFERENCE_PATTERN } from '@centre/domain/applications';
import { storageEmulator } from '../support/emulators';
import { signInAs } from './sign-in';
import { TRIGGER_TIMEOUT } from './trigger-timeout';

// Licence renewals (issue 13): the public request on /license-renewal, its LIC- reference and
// the status check on the same page. The form is the application form bound to the
// licence-renewal service (its fields are LICENCE_RENEWAL_FIELDS in emulator-data/services.json);
// the request is written to licenceRenewals and onLicenceRenewalCreated gives it its reference.

const DATE_OF_BIRTH = '1988-09-21';

/** One PDF or image as a visitor would pick it. */
function aFile(name: string, mimeType: 'application/pdf' | 'image/jpeg', note: string) {
  const body =
    mimeType === 'application/pdf'
      ? `%PDF-1.4\n%${note}\n`
      : // The JPEG signature, enough for the form's and the rules' type checks.
        `\xFF\xD8\xFF\xE0${note}`;
  return { name, mimeType, buffer: Buffer.from(body, 'latin1') };
}

/**
 * A visitor reads /license-renewal, sees the fee, fills in the request with its three
 * documents, sends it and gets its LIC- reference (returned). The manager's part of the journey
 * (moving it to ready_for_collection) builds on this.
 */
async function requestRenewal(page: Page, email: string): Promise<string> {
  await page.goto('/license-renewal');
  await expect(page.getByRole('heading', { level: 1, name: 'Licence Renewal' })).toBeVisible();
  // The fee comes from the catalogue's licence-renewal service.
  await expect(page.getByTestId('licence-renewal-fee')).toHaveText(/^\$\d+/);

  // The form, not the status check below it (both ask for a date of birth).
  const form = page.getByRole('region', { name: 'Request a renewal' });
  await form.getByLabel(/^First name/).fill('Baraka');
  await form.getByLabel(/^Last name/).fill('Mwangi');
  await form.getByLabel(/^Date of birth/).fill(DATE_OF_BIRTH);
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Phone/).fill('+44 7700 900456');

  await form.getByLabel(/^Licence number/).fill('DL-4471203');
  await form.getByLabel(/^Licence class/).fill('B');
  await form.getByLabel(/^Issuing country/).selectOption('Kenya');
  await form.getByLabel(/^Expiry date/).fill('2026-02-28');
  await form.getByLabel(/^Delivery/).selectOption({ label: 'Collect at the centre' });

  const documents = [
    [/^Copy of licence/, aFile('licence.pdf', 'application/pdf', `licence ${email}`)],
    [/^Passport or national ID/, aFile('passport.pdf', 'application/pdf', `passport ${email}`)],
    [/^Passport photo/, aFile('photo.jpg', 'image/jpeg', `photo ${email}`)],
  ] as const;
  for (const [label, file] of documents) {
    await form.getByLabel(label).setInputFiles(file);
    await expect(form.getByText(`${file.name} uploaded.`)).toBeVisible();
  }

  await form.getByRole('button', { name: 'Send renewal request' }).click();
  await expect(page.getByRole('heading', { name: 'Licence renewal request sent' })).toBeVisible();
  const referenceBox = page.getByTestId('application-reference');
  await expect(referenceBox).toHaveText(LICENCE_REFERENCE_PATTERN, { timeout: TRIGGER_TIMEOUT });
  return (await referenceBox.textContent())?.trim() ?? '';
}

/** The public status check on /license-renewal#check-status; resolves to its "Status:" line. */
async function checkRenewalStatus(page: Page, reference: string): Promise<Locator> {
  await page.goto('/license-renewal#check-status');
  // The service's facts and the form arrive above the panel and move it down: act once they are
  // there, as a visitor would.
  await expect(page.getByTestId('licence-renewal-fee')).toHaveText(/^\$\d+/);
  // Coming from the confirmation (the same page) the form's place holds the confirmation.
  await expect(
    page.getByRole('heading', { name: /^(Request a renewal|Licence renewal request sent)$/ }),
  ).toBeVisible();
  const panel = page.locator('#check-status');
  await panel.getByLabel('Request reference').fill(reference.toLowerCase());
  await panel.getByLabel(/^Date of birth/).fill(DATE_OF_BIRTH);
  await panel.getByRole('button', { name: /^Check/ }).click();
  return panel.getByText(/^Status:/);
}

test('a visitor requests a licence renewal, gets a LIC- reference and sees it submitted', async ({
  page,
}) => {
  // The three documents are required: without Storage the request cannot be sent.
  test.skip(!storageEmulator.available, storageEmulator.reason);
  test.setTimeout(120_000);
  const email = `renewal-${Date.now()}@example.org`;
  const reference = await requestRenewal(page, email);
  expect(reference).toMatch(/^LIC-[A-Z0-9]{6}$/);

  await expect(await checkRenewalStatus(page, reference)).toHaveText('Status: Submitted');
  await expect(page.getByText('We have your request.', { exact: false })).toBeVisible();
});

/** The manager opens the request from the list and moves it one step, as the page offers. */
async function moveRenewal(staff: Page, action: string, status: string) {
  await staff.getByRole('button', { name: action }).click();
  await expect(staff.getByRole('region', { name: 'Status', exact: true })).toContainText(status);
}

test('a manager takes a renewal to ready for collection and the public status check says so', async ({
  page,
  browser,
}) => {
  test.skip(!storageEmulator.available, storageEmulator.reason);
  test.setTimeout(180_000);
  const reference = await requestRenewal(page, `renewal-ready-${Date.now()}@example.org`);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, 'manager');
  await staff.goto('/admin/license-renewals?status=submitted');
  await staff.getByRole('link', { name: reference }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(reference);
  await moveRenewal(staff, 'Start review', 'In review');
  await moveRenewal(staff, 'Mark sent to the authority', 'Sent to authority');
  await moveRenewal(staff, 'Mark ready for collection', 'Ready for collection');
  // The history keeps each step with the manager's name (written by the server).
  await expect(staff.getByRole('region', { name: 'History' })).toContainText(
    'Ready for collection',
  );
  await staffContext.close();

  await expect(await checkRenewalStatus(page, reference)).toHaveText(
    'Status: Ready for collection',
  );
});

test('the licence renewal is requested on its own page only', async ({ page }) => {
  // The service's page sends "Apply online" there...
  await page.goto('/services/licence-renewal');
  await page.getByRole('link', { name: 'Apply online' }).click();
  await expect(page).toHaveURL(/\/license-renewal$/);
  await expect(page.getByRole('heading', { name: 'Request a renewal' })).toBeVisible();
  // ...and the generic application page of the service leads to it too.
  await page.goto('/service-application/licence-renewal');
  await expect(page).toHaveURL(/\/license-renewal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Licence Renewal' })).toBeVisible();
});
