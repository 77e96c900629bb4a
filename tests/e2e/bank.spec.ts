import { expect, test, type Page } from '@playwright/test';
import { BANK_REFERENCE_PATTERN } from '@centre/domain/bank';
import { MESSAGES } from '@centre/domain/messages';
import { storageEmulator } from '../support/emulators';
import { demoAccount } from '../support/demo-accounts';
import { signIn, signInAs } from './sign-in';

// The bank desk (issue 14): a visitor asks for an account on /banking and gets a BNK-
// reference; a bank agent marks it contacted, converts it into a client, uploads and verifies
// the KYC documents of its product and activates the client; the activation's commission
// (written by the onBankClientActivated trigger) reaches the manager's commission dashboard.
// The product is "Sending money home": its checklist is ID front, ID back and a photo, and its
// seeded rule is a flat CAD 5.00 per activation.

const PRODUCT = 'Sending money home';
const DOCUMENTS = [
  'Passport or national ID (front)',
  'Passport or national ID (back)',
  'Passport photo',
] as const;

/** A small PDF whose first bytes pass the form's, the rules' and the callable's checks. */
function aPdf(name: string, note: string) {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n%${note}\n`) };
}

/** The visitor's request on /banking; resolves to its BNK- reference. */
async function requestAccount(page: Page, name: string): Promise<string> {
  await page.goto('/banking');
  await expect(page.getByRole('heading', { level: 1, name: 'Banking' })).toBeVisible();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Phone number').fill('+1 780 555 0177');
  await page.getByLabel('Email address').fill(`bank-${Date.now()}@example.org`);
  await page.getByLabel('Country where you live').fill('Canada');
  await page.getByRole('radio', { name: PRODUCT }).check();
  await page.getByRole('radio', { name: 'Any time' }).check();
  await page.getByRole('checkbox', { name: 'You may contact me about this request.' }).check();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  const reference = page.getByTestId('bank-request-reference');
  await expect(reference).toHaveText(BANK_REFERENCE_PATTERN);
  return ((await reference.textContent()) ?? '').trim();
}

test('an empty request lands the visitor on the error summary, whose links lead to each field', async ({
  page,
}) => {
  await page.goto('/banking');
  await expect(page.getByRole('heading', { level: 1, name: 'Banking' })).toBeVisible();
  await page.getByRole('button', { name: 'Send request' }).click();
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  // Focused (and so announced), not the first invalid field under it.
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(7);
  await summary.getByRole('link').first().click();
  await expect(page.getByLabel('Full name')).toBeFocused();
});

/** The manager's total of activations on /commission-dashboard (the last six months). */
async function activationsOnDashboard(manager: Page): Promise<number> {
  const total = manager.getByTestId('total-activations');
  await expect(total).toHaveText(/^\d+$/);
  return Number(await total.textContent());
}

test('a request becomes an active client whose commission reaches the manager', async ({
  page,
  browser,
}) => {
  // KYC documents go to Storage: without its emulator the client cannot be activated.
  test.skip(!storageEmulator.available, storageEmulator.reason);
  test.setTimeout(240_000);
  const name = `Wanjiku Test ${Date.now().toString(36)}`;
  const reference = await requestAccount(page, name);

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAs(manager, 'manager');
  await manager.goto('/commission-dashboard');
  const before = await activationsOnDashboard(manager);

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signInAs(agent, 'bank_agent');
  await agent.goto('/bank-services?tab=requests&status=new');
  await agent.getByRole('link', { name: reference }).click();
  await expect(agent.getByRole('heading', { name: `Request ${reference}` })).toBeVisible();
  await agent.getByRole('button', { name: 'Mark contacted' }).click();
  // The state on the page, not the toast (a toast may be gone before a loaded machine looks).
  await expect(agent.getByRole('region', { name: 'Status' })).toContainText('Contacted');
  await agent.getByRole('button', { name: 'Convert to client' }).click();
  await expect(agent).toHaveURL(/\/bank-services\/clients\/[A-Za-z0-9]+$/);
  await expect(agent.getByRole('heading', { level: 1 })).toContainText(name);

  const status = agent.getByRole('region', { name: 'Status' });
  await agent.getByRole('button', { name: 'Start KYC' }).click();
  await expect(status).toContainText('KYC pending');
  // Activation waits for every document of the checklist.
  await expect(agent.getByRole('button', { name: 'Activate client' })).toBeDisabled();
  for (const [index, document] of DOCUMENTS.entries()) {
    await agent
      .getByLabel(`Upload ${document}`)
      .setInputFiles(aPdf(`kyc-${index}.pdf`, `${document} ${name}`));
    await expect(
      agent.getByText(`${document} saved. It is waiting for verification.`),
    ).toBeVisible();
    await agent.getByRole('button', { name: `Verify ${document}`, exact: true }).click();
    await expect(
      agent.getByRole('heading', { level: 3, name: `${document} Verified` }),
    ).toBeVisible();
  }
  await agent.getByRole('button', { name: 'Activate client' }).click();
  const dialog = agent.getByRole('dialog', { name: 'Activate client' });
  await dialog.getByLabel('Opening deposit').fill('500.00');
  await dialog.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(status.getByText('Active', { exact: true })).toBeVisible();
  // The history keeps the activation with the agent's name (written by the server).
  await expect(agent.getByRole('region', { name: 'History' })).toContainText(
    demoAccount('bank_agent').displayName,
  );
  await agentContext.close();

  // The trigger writes the commission after the activation: the dashboard shows it on a reload.
  await expect(async () => {
    await manager.reload();
    expect(await activationsOnDashboard(manager)).toBe(before + 1);
  }).toPass({ timeout: 60_000 });
  await expect(
    manager.getByRole('row', { name: new RegExp(demoAccount('bank_agent').displayName) }).first(),
  ).toBeVisible();
  await managerContext.close();
});

test('equity reads the bank desk but nothing else', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoAccount('equity').email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/bank-services?tab=clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Bank Services' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bank clients' })).toBeVisible();
  await expect(page.getByText('You can view the bank desk but not change it.')).toBeVisible();
  // Read only: no "New client" action.
  await expect(page.getByRole('button', { name: 'New client' })).toHaveCount(0);
  for (const path of ['/applications', '/visits', '/users', '/commission-dashboard']) {
    await page.goto(path);
    await expect(page.getByText(MESSAGES.accessDenied)).toBeVisible();
  }
});
