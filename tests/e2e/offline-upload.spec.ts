// A document upload that stalls because Storage cannot be reached: the visitor is told next to the
// field, submits anyway, and the application waits on the device with its file; once Storage can
// be reached again it is sent, the document first, and arrives exactly once.
import { expect, test, type Page } from '@playwright/test';
import { REFERENCE_PATTERN } from '@centre/domain/applications';
import { UPLOAD_STALL_MS } from '../../web/src/lib/upload/upload-stall';
import { EMULATORS, PROJECT_ID, storageEmulator } from '../support/emulators';
import { applicationsByEmail, waitingDocuments, waitingOnDevice } from './device-queue';
import { TRIGGER_TIMEOUT } from './trigger-timeout';

const SERVICE = 'police-clearance';
const FILE_NAME = 'id-card.pdf';
/** Every request of the web SDK to the Storage emulator. */
const STORAGE_REQUESTS = `http://${EMULATORS.storage.host}:${EMULATORS.storage.port}/**`;
const BUCKET = `${PROJECT_ID}.appspot.com`;
/** The callable that reserves the application's Storage folder before its first upload. */
const UPLOAD_GRANT_REQUESTS = '**/requestUploadGrant';

/** The object as the Storage emulator holds it ('owner' reads past the rules), or null. */
async function storedObject(path: string): Promise<string | null> {
  const { host, port } = EMULATORS.storage;
  const response = await fetch(
    `http://${host}:${port}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Storage emulator answered ${response.status}`);
  return response.text();
}

/** The upload reaches Storage, but its answer never comes back (the connection drops first). */
const answerLost: Parameters<Page['route']>[1] = async (route) => {
  await route.fetch().catch(() => undefined);
  await route.abort('internetdisconnected');
};

/**
 * Fills in the police clearance form and chooses the ID card while every request to Storage
 * fails; lets the page's clock run past the stall delay (no real 20 s wait); sees the message
 * and submits. Ends on "Saved on this device".
 */
async function applyWhileStorageIsUnreachable(
  page: Page,
  email: string,
  content: string,
  storage: Parameters<Page['route']>[1] = (route) => route.abort('internetdisconnected'),
) {
  await page.clock.install();
  await page.goto(`/service-application/${SERVICE}`);
  await page.getByLabel(/^First name/).fill('Achieng');
  await page.getByLabel(/^Last name/).fill('Odhiambo');
  await page.getByLabel(/^Date of birth/).fill('1988-09-30');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('+44 7700 900456');
  await page.getByLabel(/^Purpose of the certificate/).selectOption('Immigration');

  await page.route(STORAGE_REQUESTS, storage);
  await page.getByLabel(/^Copy of ID card/).setInputFiles({
    name: FILE_NAME,
    mimeType: 'application/pdf',
    buffer: Buffer.from(content),
  });
  await expect(page.getByText(`Uploading ${FILE_NAME}: 0%`)).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit application' });
  await expect(submit).toBeDisabled();

  await page.clock.fastForward(UPLOAD_STALL_MS);
  const field = page.locator('.document-field');
  const stalled = field.getByRole('status').filter({ hasText: 'still trying to upload' });
  await expect(stalled).toHaveText(
    `We are still trying to upload ${FILE_NAME}, but the connection seems to be down. You can submit your application now: the document is kept on this device and will be sent when the connection comes back.`,
  );
  await expect(submit).toBeEnabled();
  return { submit, field };
}

async function expectSavedWithDocument(page: Page) {
  await expect(page.getByRole('heading', { name: 'Saved on this device' })).toBeVisible();
  await expect(page.getByText(/saved on this device together with them/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: FILE_NAME })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'waiting to be sent' })).toHaveText(
    /^1 application and 1 document are saved on this device and waiting to be sent\./,
  );
}

test('a stalled upload says so next to the field, and the application is kept on the device with its file', async ({
  page,
}, testInfo) => {
  const email = `stalled-${Date.now()}@example.org`;
  const { submit, field } = await applyWhileStorageIsUnreachable(
    page,
    email,
    `%PDF-1.4\n%${email}\n`,
  );
  await field.screenshot({ path: testInfo.outputPath('stalled-upload.png') });
  await page.screenshot({ path: testInfo.outputPath('stalled-upload-page.png'), fullPage: true });

  await submit.click();
  await expectSavedWithDocument(page);
  await page.screenshot({ path: testInfo.outputPath('saved-on-device.png'), fullPage: true });
  expect(await waitingOnDevice(page)).toEqual({ applications: 1, documents: 1 });
  expect(await applicationsByEmail(email)).toHaveLength(0);

  // Reopened while Storage still cannot be reached: still waiting, nothing lost, nothing sent.
  await page.reload();
  await expectSavedWithDocument(page);
  expect(await waitingOnDevice(page)).toEqual({ applications: 1, documents: 1 });
  expect(await applicationsByEmail(email)).toHaveLength(0);
});

test('once Storage can be reached again, the document and then the application arrive exactly once', async ({
  page,
}) => {
  test.skip(!storageEmulator.available, storageEmulator.reason);
  test.setTimeout(120_000);
  const email = `stalled-sync-${Date.now()}@example.org`;
  const content = `%PDF-1.4\n%kept on the device for ${email}\n`;
  const { submit } = await applyWhileStorageIsUnreachable(page, email, content);
  await submit.click();
  await expectSavedWithDocument(page);

  // The connection is back; the page is opened again (one of the sync triggers, with the browser
  // coming back online and the breaker closing): the kept document goes, then the application.
  await page.unroute(STORAGE_REQUESTS);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  await expect(page.getByTestId('application-reference')).toHaveText(REFERENCE_PATTERN, {
    timeout: TRIGGER_TIMEOUT,
  });
  await expect.poll(() => waitingOnDevice(page)).toEqual({ applications: 0, documents: 0 });

  const [application, ...others] = await applicationsByEmail(email);
  expect(others).toHaveLength(0);
  expect(application?.id).toBe(application?.get('clientRequestId'));
  expect(application?.get('source')).toBe('offline_sync');
  const documents = application?.get('documents') as { path: string; name: string }[];
  expect(documents).toHaveLength(1);
  expect(documents[0]).toMatchObject({
    name: FILE_NAME,
    path: expect.stringMatching(new RegExp(`^applications/${application?.id}/idCopy-`)),
  });
  expect(await storedObject(documents[0]!.path)).toBe(content);

  // Opening the page once more sends nothing twice.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: /Apply for|Application submitted/ }),
  ).toBeVisible();
  expect(await waitingOnDevice(page)).toEqual({ applications: 0, documents: 0 });
  expect(await applicationsByEmail(email)).toHaveLength(1);
});

test('when the upload grant cannot be asked for either, the file waits on the device and goes once the connection is back', async ({
  page,
}) => {
  test.skip(!storageEmulator.available, storageEmulator.reason);
  test.setTimeout(120_000);
  const email = `grant-offline-${Date.now()}@example.org`;
  const content = `%PDF-1.4\n%kept without a grant for ${email}\n`;
  let grantRequests = 0;
  await page.route(UPLOAD_GRANT_REQUESTS, (route) => {
    grantRequests += 1;
    return route.abort('internetdisconnected');
  });
  const { submit } = await applyWhileStorageIsUnreachable(page, email, content);
  expect(grantRequests).toBeGreaterThan(0);
  await submit.click();
  await expectSavedWithDocument(page);
  expect(await waitingOnDevice(page)).toEqual({ applications: 1, documents: 1 });
  expect(await applicationsByEmail(email)).toHaveLength(0);

  await page.unroute(UPLOAD_GRANT_REQUESTS);
  await page.unroute(STORAGE_REQUESTS);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  await expect.poll(() => waitingOnDevice(page)).toEqual({ applications: 0, documents: 0 });
  const [application, ...others] = await applicationsByEmail(email);
  expect(others).toHaveLength(0);
  const documents = application?.get('documents') as { path: string }[];
  expect(documents).toHaveLength(1);
  expect(await storedObject(documents[0]!.path)).toBe(content);
});

test('a document that reached Storage although its answer was lost is not sent twice', async ({
  page,
}) => {
  test.skip(!storageEmulator.available, storageEmulator.reason);
  test.setTimeout(120_000);
  const email = `answer-lost-${Date.now()}@example.org`;
  const content = `%PDF-1.4\n%answer lost for ${email}\n`;
  const { submit } = await applyWhileStorageIsUnreachable(page, email, content, answerLost);
  await submit.click();
  await expectSavedWithDocument(page);
  const [waiting] = await waitingDocuments(page);
  // The file is in Storage already; the device cannot know it.
  await expect.poll(() => storedObject(waiting!.path)).toBe(content);

  // Sent again, the document is an overwrite, which the rules refuse: as the form's upload may
  // have reached Storage, the queue takes that refusal as "delivered" and writes the application.
  await page.unroute(STORAGE_REQUESTS);
  await page.reload();
  // After the reload the queue asks for an upload grant, tries the upload (refused as an
  // overwrite), writes the application and fetches its receipt: four round trips, one of them
  // possibly a cold callable on a loaded machine, so the house ceiling of 45 s (one CI run spent
  // over 20 s here while the application was written).
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible({
    timeout: 45_000,
  });
  await expect.poll(() => waitingOnDevice(page)).toEqual({ applications: 0, documents: 0 });
  const [application, ...others] = await applicationsByEmail(email);
  expect(others).toHaveLength(0);
  expect(application?.get('documents')).toEqual([
    expect.objectContaining({ path: waiting!.path, name: FILE_NAME }),
  ]);
  expect(await storedObject(waiting!.path)).toBe(content);
});
