import { BOOKING_SETTINGS_PATH, DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { COLLECTIONS } from '@centre/domain/collections';
import { OPEN_APPLICATION_STATUSES, weekStartOf } from '@centre/domain/dashboard';
import { queueDateOf } from '@centre/domain/visits';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { demoAccount } from '../support/demo-accounts';
import { signIn, signInAs } from './sign-in';

// The role-aware dashboard (issue 12) on the seeded demo centre: each role sees its cards, and
// the figures match the demo data as the Admin SDK counts it (the rollups are rebuilt by the
// seed and kept by triggers; a figure is re-read after a reload until the triggers of what other
// specs changed have run).

const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const figure = (region: Locator, label: string) =>
  region.locator('.dashboard__figure', { hasText: label }).locator('.dashboard__value');

/** Reloads until `locator` shows `expected()` (counted afresh each time). */
async function expectFigure(page: Page, locator: Locator, expected: () => Promise<number>) {
  // Each try reloads and gives the page 10 s to read its figures: with 5 s, a loaded 2-core
  // machine showed "—" (still reading) on every try of one run until the test's time ran out.
  await expect(async () => {
    await page.reload();
    await expect(locator).toHaveText(new Intl.NumberFormat('en-GB').format(await expected()), {
      timeout: 10_000,
    });
  }).toPass({ timeout: 45_000 });
}

const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;

/** The centre's day now, in the time zone of settings/booking (as the dashboard reads it). */
async function centreToday(): Promise<string> {
  const settings = await adminDb.doc(BOOKING_SETTINGS_PATH).get();
  const timezone = settings.get('timezone') as string | undefined;
  return queueDateOf(new Date(), timezone ?? DEFAULT_BOOKING_SETTINGS.timezone);
}

test('an admin sees the centre today, staff on desk and applications by status, counted from the data', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  for (const title of [
    'The centre today',
    'Staff on desk now',
    'Applications by status',
    "Today's appointments",
  ]) {
    await expect(card(page, title)).toBeVisible();
  }
  await expect(card(page, 'My open assignments')).toHaveCount(0);
  const byStatus = card(page, 'Applications by status');
  const submitted = byStatus
    .getByRole('row', { name: /^Submitted/ })
    .getByRole('link')
    .first();
  await expectFigure(page, submitted, () =>
    count(adminDb.collection(COLLECTIONS.applications).where('status', '==', 'submitted')),
  );
  await submitted.click();
  await expect(page).toHaveURL(/\/applications\?status=submitted$/);
});

test('a manager sees their own work, unread messages and the centre-wide cards', async ({
  page,
}) => {
  await signInAs(page, 'manager');
  const manager = demoAccount('manager').uid;
  await expect(card(page, 'The centre today')).toBeVisible();
  await expect(figure(card(page, 'The centre today'), 'Visits today')).toHaveText(/^\d/);
  await expect(card(page, 'Staff on desk now').getByRole('listitem').first()).toBeVisible();
  // The week's no-shows are the front desk's visits (not appointments), Monday to today.
  const noShows = figure(card(page, 'The centre today'), 'No-shows this week');
  await expectFigure(page, noShows, async () => {
    const today = await centreToday();
    return count(
      adminDb
        .collection(COLLECTIONS.visits)
        .where('status', '==', 'no_show')
        .where('queueDate', '>=', weekStartOf(today))
        .where('queueDate', '<=', today),
    );
  });
  await expect(
    card(page, 'The centre today').getByRole('link', { name: 'No-shows this week' }),
  ).toHaveAttribute('href', '/reports?report=visits&range=this_week');
  await expectFigure(page, figure(card(page, 'My messages'), 'Unread messages'), () =>
    count(
      adminDb
        .collection(COLLECTIONS.messages)
        .where('recipientId', '==', manager)
        .where('read', '==', false),
    ),
  );
});

test('an agent sees their open applications and follows the card to My assignments', async ({
  page,
}) => {
  await signInAs(page, 'agent');
  const agent = demoAccount('agent').uid;
  const mine = card(page, 'My open assignments');
  const openOfAgent = (kind: 'service' | 'hca') =>
    count(
      adminDb
        .collection(COLLECTIONS.applications)
        .where('assignedTo', '==', agent)
        .where('kind', '==', kind)
        .where('status', 'in', [...OPEN_APPLICATION_STATUSES]),
    );
  await expectFigure(
    page,
    figure(mine, 'Applications'),
    async () => (await openOfAgent('service')) + (await openOfAgent('hca')),
  );
  await expect(card(page, 'The centre today')).toHaveCount(0);
  await mine.getByRole('link', { name: 'Applications' }).click();
  await expect(page).toHaveURL(/\/my-assignments\?kind=application$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Assignments');
  await expect(page.getByLabel('Kind')).toHaveValue('application');
  const rows = page.getByTestId('assignment-row');
  if ((await openOfAgent('service')) > 0) {
    await expect(rows.first()).toContainText('Application');
  } else {
    await expect(page.getByText('Nothing is assigned to you here.')).toBeVisible();
  }
});

test("a receptionist sees today's queue per service and registers a visitor from the dashboard", async ({
  page,
}) => {
  await signInAs(page, 'receptionist');
  const queue = card(page, "Today's queue");
  await expect(queue.getByRole('columnheader', { name: 'Waiting' })).toBeVisible();
  await expect(queue.getByRole('row').nth(1)).toBeVisible();
  // Each line is named as the catalogue names it, never by its id: the day's summary carries the
  // names (the dashboard reads no catalogue, and it is the receptionist's first page).
  const catalogue = (await adminDb.collection(COLLECTIONS.services).get()).docs.map((service) =>
    String(service.get('name')),
  );
  const lines = await queue.getByRole('rowheader').allTextContents();
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(catalogue).toContain(line);
  await expect(card(page, "Today's appointments")).toBeVisible();
  await expect(card(page, 'Applications by status')).toHaveCount(0);
  await page.getByRole('link', { name: 'Register a visitor' }).click();
  await expect(page).toHaveURL(/\/visitors\/register$/);
});

test('a bank agent sees the bank cards with their counts, each linking to its list', async ({
  page,
}) => {
  await signInAs(page, 'bank_agent');
  // The demo desk has requests new or contacted, clients of the bank agent in KYC and a
  // commission this month: each card shows its count (aggregation queries, not lists).
  await expect(card(page, 'Bank requests waiting')).toContainText(/New or contacted\s*\d+/);
  await expect(card(page, 'My clients in KYC')).toContainText(
    /Waiting for documents or checks\s*\d+/,
  );
  await expect(card(page, 'My commissions this month')).toContainText(/Clients activated\s*\d+/);
  await expect(card(page, 'My messages')).toHaveCount(0);
  await page.getByRole('link', { name: 'Open my clients in KYC' }).click();
  await expect(page).toHaveURL(
    /\/bank-services\?tab=clients&agent=demo-bank-agent&status=kyc_pending$/,
  );
  await expect(page.getByRole('table', { name: 'Bank clients' })).toBeVisible();
});

test('equity never sees a dashboard card', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoAccount('equity').email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/^Access Denied/).first()).toBeVisible();
  await expect(page.locator('.dashboard__card')).toHaveCount(0);
});
