import { readFile } from 'node:fs/promises';
import { BOOKING_SETTINGS_PATH, DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { COLLECTIONS } from '@centre/domain/collections';
import { REPORT_KINDS, REPORT_KIND_LABELS } from '@centre/domain/reports';
import { queueDateOf } from '@centre/domain/visits';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { adminDb } from '../support/admin';
import { signInAs } from './sign-in';

// Reports (issue 15) on the seeded demo centre: the seed rebuilds reportDays for the days its
// data covers and the triggers keep them, so the figures the page draws from the rollups match
// the records as the Admin SDK counts them (re-read after a reload until the triggers of what
// other specs changed have run).

/** The centre's day now, in the time zone of settings/booking (as the page reads it). */
async function centreToday(): Promise<string> {
  const settings = await adminDb.doc(BOOKING_SETTINGS_PATH).get();
  const timezone = settings.get('timezone') as string | undefined;
  return queueDateOf(new Date(), timezone ?? DEFAULT_BOOKING_SETTINGS.timezone);
}

/** Reloads until the visits report's arrivals show the visits checked in from..to. */
async function expectArrivals(page: Page, from: string, to: string) {
  await expect(async () => {
    const checkedIn = (
      await adminDb
        .collection(COLLECTIONS.visits)
        .where('queueDate', '>=', from)
        .where('queueDate', '<=', to)
        .count()
        .get()
    ).data().count;
    await page.reload();
    await expect(page.getByTestId('visits-arrivals')).toHaveText(
      new Intl.NumberFormat('en-GB').format(checkedIn),
      { timeout: 5_000 },
    );
  }).toPass({ timeout: 120_000 });
}

test('a manager opens each report, changes the period and exports the table as CSV', async ({
  page,
}) => {
  // Each period is re-read until the rollups have caught up with what other specs changed (their
  // triggers run one at a time on the emulator): minutes on a loaded machine, not the default 60 s.
  test.setTimeout(180_000);
  await signInAs(page, 'manager');
  await page.goto('/reports?range=today');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const today = await centreToday();
  // The demo centre's morning in progress: today's visits, counted from the rollup.
  await expectArrivals(page, today, today);
  expect(Number(await page.getByTestId('visits-arrivals').textContent())).toBeGreaterThan(0);

  // Another period: the address keeps it, and the figures are those of that period.
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'This week' });
  await expect(page).toHaveURL(/range=this_week/);
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Custom' });
  await expect(page).toHaveURL(/range=custom/);
  const from = today.slice(0, 8) + '01';
  await page.getByRole('textbox', { name: 'From' }).fill(from);
  await page.getByRole('textbox', { name: 'To' }).fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${today}|to=${today}.*from=${from}`));
  await expectArrivals(page, from, today);

  // The table behind the chart, as CSV: a BOM, then a header row and a row per service.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).first().click();
  const file = await (await download).path();
  const text = await readFile(file, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = parse(text.slice(1)) as string[][];
  expect(rows[0]).toContain('Service');
  expect(rows.length).toBeGreaterThan(1);

  // Every report opens on its tab with its figures or its table.
  for (const kind of REPORT_KINDS) {
    await page.getByRole('tab', { name: REPORT_KIND_LABELS[kind] }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: REPORT_KIND_LABELS[kind] }),
    ).toBeVisible();
    if (kind !== 'visits') await expect(page).toHaveURL(new RegExp(`report=${kind}`));
  }
  // The monthly summary, last month by default, in Kiswahili on request for a funder.
  await expect(page.getByRole('heading', { level: 3, name: /^Monthly summary: / })).toBeVisible();
  await page.getByLabel('Language of the summary').selectOption({ label: 'Kiswahili' });
  await expect(
    page.getByRole('heading', { level: 3, name: /^Muhtasari wa mwezi: / }),
  ).toBeVisible();

  // On a small phone (360 px) the page does not scroll sideways: each chart's table (for screen
  // readers and print) is hidden in a block of its own, not as a table, which would keep its
  // cells' width, and a filter is never wider than the row (the service select is as wide as its
  // longest name otherwise).
  await page.setViewportSize({ width: 360, height: 900 });
  await page.getByRole('tab', { name: REPORT_KIND_LABELS.visits }).click();
  await expect(page.locator('.chart-figure__table table').first()).toBeAttached();
  await expect(page.locator('#report-service')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(360);
});

test('a receptionist is refused the reports, and reads none', async ({ page }) => {
  await signInAs(page, 'receptionist');
  await page.goto('/reports');
  await expect(page.getByText('You do not have access to reports.')).toBeVisible();
  await expect(page.getByTestId('visits-arrivals')).toHaveCount(0);
});
