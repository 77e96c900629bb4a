import { expect, test, type Page } from '@playwright/test';
import { REFERENCE_PATTERN } from '@centre/domain/applications';
import { applicationsByEmail, waitingOnDevice } from './device-queue';
import { EMULATORS, storageEmulator } from '../support/emulators';
import { signInAs } from './sign-in';
import { TRIGGER_TIMEOUT } from './trigger-timeout';

const SERVICE_WITHOUT_UPLOADS = 'notary-attestation';
const DATE_OF_BIRTH = '1990-04-12';

async function fillApplicant(page: Page, email: string) {
  await page.getByLabel(/^First name/).fill('Wanjiru');
  await page.getByLabel(/^Last name/).fill('Kamau');
  await page.getByLabel(/^Date of birth/).fill(DATE_OF_BIRTH);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('+44 7700 900123');
}

async function fillNotaryAnswers(page: Page) {
  await page.getByLabel(/^Number of documents/).fill('2');
  await page.getByLabel(/^Type of document/).fill('Degree certificate');
}

test('a visitor applies, staff move the application on, and the status check shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `apply-${Date.now()}@example.org`;
  await page.goto('/services');
  await page
    .getByRole('link', { name: /Notary and Document Attestation/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/services/${SERVICE_WITHOUT_UPLOADS}$`));
  await page.getByRole('link', { name: 'Apply online' }).click();
  await expect(page).toHaveURL(new RegExp(`/service-application/${SERVICE_WITHOUT_UPLOADS}$`));

  await fillApplicant(page, email);
  await fillNotaryAnswers(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  const referenceBox = page.getByTestId('application-reference');
  await expect(referenceBox).toHaveText(REFERENCE_PATTERN, { timeout: TRIGGER_TIMEOUT });
  const reference = (await referenceBox.textContent())?.trim() ?? '';

  // Staff find it and start the review.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, 'manager');
  await staff.goto('/applications');
  await staff.getByRole('link', { name: new RegExp(reference) }).click();
  await expect(staff.getByTestId('application-status')).toHaveText(/submitted/i);
  await staff.getByRole('button', { name: 'Move to In review' }).click();
  await expect(staff.getByTestId('application-status')).toHaveText(/in review/i);
  await staffContext.close();

  // The public status check, with no account, shows the new status.
  await page.goto('/services#check-status');
  // The catalogue arrives above the status check and moves it down: act once it is there, as
  // a visitor would (a click sent while it moves can land on a service card instead).
  await expect(page.getByRole('status').filter({ hasText: /\d+ services/ })).toBeVisible();
  const panel = page.locator('#check-status');
  await panel.getByLabel('Application reference').fill(reference.toLowerCase());
  await panel.getByLabel(/^Date of birth/).fill(DATE_OF_BIRTH);
  await panel.getByRole('button', { name: /^Check/ }).click();
  await expect(panel.getByText(/in review/i).first()).toBeVisible();

  // A wrong date of birth gets the same answer as an unknown reference.
  await panel.getByLabel(/^Date of birth/).fill('1991-01-01');
  await panel.getByRole('button', { name: /^Check/ }).click();
  await expect(
    panel.getByText('We could not find an application with that reference and date of birth.'),
  ).toBeVisible();
});

test('with Firestore unreachable an application is kept on the device and arrives exactly once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `offline-${Date.now()}@example.org`;
  await page.goto(`/service-application/${SERVICE_WITHOUT_UPLOADS}`);
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeVisible();
  await fillApplicant(page, email);
  await fillNotaryAnswers(page);

  // Every request to the Firestore emulator fails from now on.
  const firestore = `http://${EMULATORS.firestore.host}:${EMULATORS.firestore.port}/**`;
  await page.route(firestore, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Saved on this device' })).toBeVisible({
    timeout: 25_000,
  });
  expect(await applicationsByEmail(email)).toHaveLength(0);

  // Requests succeed again; opening the page again sends what was kept.
  await page.unroute(firestore);
  await page.reload();
  await expect
    .poll(async () => (await applicationsByEmail(email)).length, { timeout: 20_000 })
    .toBe(1);

  // Opening the page once more sends nothing twice: the device's queue is empty (the item left it
  // only after the database confirmed it) and the database still holds one application.
  await page.reload();
  await expect.poll(async () => (await waitingOnDevice(page)).applications).toBe(0);
  const docs = await applicationsByEmail(email);
  expect(docs).toHaveLength(1);
  expect(docs[0]?.get('source')).toBe('offline_sync');
  expect(docs[0]?.id).toBe(docs[0]?.get('clientRequestId'));
});

test('a visitor applies with a document and a case worker opens it', async ({ page, browser }) => {
  test.skip(!storageEmulator.available, storageEmulator.reason);
  test.setTimeout(180_000);
  const email = `upload-${Date.now()}@example.org`;
  const content = `%PDF-1.4\n%test document ${email}\n`;
  await page.goto('/service-application/police-clearance');
  await fillApplicant(page, email);
  await page.getByLabel(/^Purpose of the certificate/).selectOption('Employment');
  await page.getByLabel(/^Copy of ID card/).setInputFiles({
    name: 'id-card.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(content),
  });
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  const referenceBox = page.getByTestId('application-reference');
  await expect(referenceBox).toHaveText(REFERENCE_PATTERN, { timeout: TRIGGER_TIMEOUT });
  const reference = (await referenceBox.textContent())?.trim() ?? '';
  const [application] = await applicationsByEmail(email);
  expect(application?.get('documents')).toHaveLength(1);

  // A case worker opens the application and the document, which comes from Storage as uploaded:
  // read through the SDK under storage.rules (the request carries the staff member's ID token,
  // never a download token) and opened in a new tab as a blob: URL of this origin.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const storageReads: { url: string; authorization: string | undefined }[] = [];
  staff.on('request', (request) => {
    if (request.url().includes(`:${EMULATORS.storage.port}/`) && request.method() === 'GET') {
      storageReads.push({ url: request.url(), authorization: request.headers()['authorization'] });
    }
  });
  await signInAs(staff, 'agent');
  await staff.goto('/applications');
  await staff.getByRole('link', { name: new RegExp(reference) }).click();
  const [documentTab] = await Promise.all([
    staffContext.waitForEvent('page'),
    staff.getByRole('button', { name: 'Open id-card.pdf' }).click(),
  ]);
  const blobUrl = documentTab.url();
  expect(blobUrl).toMatch(new RegExp(`^blob:${new URL(staff.url()).origin}/`));
  // The blob: URL lives a minute (documents-list.tsx OBJECT_URL_LIFETIME_MS): read it back now.
  const opened = await staff.evaluate(async (url) => {
    const response = await fetch(url);
    return { type: response.headers.get('content-type'), text: await response.text() };
  }, blobUrl);
  expect(opened).toEqual({ type: 'application/pdf', text: content });
  const mediaReads = storageReads.filter(({ url }) => url.includes('alt=media'));
  expect(mediaReads).toHaveLength(1);
  expect(mediaReads[0]!.url).not.toMatch(/[?&]token=/);
  expect(mediaReads[0]!.authorization).toMatch(/^Firebase /);
  await staffContext.close();
});
