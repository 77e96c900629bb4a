import { expect, type Page } from '@playwright/test';

/**
 * On /book-appointment with a service chosen: waits for the free days, picks the last one of the
 * first fortnight (always more than 24 h away, so it can still be changed or cancelled) and its
 * first free time. The first read of a run may start the Functions emulator's worker: up to a
 * minute on a busy machine.
 */
export async function chooseLastFreeDayAndTime(page: Page, { timeout = 60_000 } = {}) {
  const freeDays = page.locator('button.day-button:not([disabled])');
  await expect(freeDays.first()).toBeVisible({ timeout });
  await freeDays.last().click();
  await page
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first()
    .click();
}
