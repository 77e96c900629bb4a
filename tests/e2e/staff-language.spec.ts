import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './sign-in';

// A member of staff switches their own language preference (users/{uid}.language) to Kiswahili:
// the back office follows it, and so does the next visit. The demo accounts are shared by every
// spec, so the preference goes back to English afterwards, pass or fail. The bank agent's account
// is the one no other spec reads translated text from.

const LANGUAGE_FORM = 'form[aria-labelledby="language-title"]';

// The form's notice, not the Save button's spinner (also a status while the save finishes).
const SAVED_NOTICE = 'p[role="status"]';

/** Language-neutral steps (they work whichever language the page is in). */
async function saveLanguage(page: Page, language: 'en' | 'sw') {
  const form = page.locator(LANGUAGE_FORM);
  await form.locator(`input[name="language"][value="${language}"]`).check();
  await form.locator('button[type="submit"]').click();
  await expect(form.locator(SAVED_NOTICE)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Set once the test may have changed the preference: only then is there anything to undo. */
let preferenceTouched = false;

test.afterEach(async ({ page }) => {
  if (!preferenceTouched) return;
  preferenceTouched = false;
  // Back to English on the user's record (and this browser), whatever happened above.
  await page.goto('/account-settings');
  await saveLanguage(page, 'en');
});

test('a member of staff switches the back office to Kiswahili in Account settings, and it stays so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'bank_agent');
  await page.goto('/account-settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings');

  preferenceTouched = true;
  await page.getByRole('radio', { name: 'Kiswahili' }).check();
  await page.getByRole('button', { name: 'Save language' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.locator(LANGUAGE_FORM).locator(SAVED_NOTICE)).toHaveText(
    'Lugha uliyochagua imehifadhiwa.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mipangilio ya akaunti');
  const sidebar = page.getByRole('navigation', { name: 'Ofisi ya ndani' });
  await expect(sidebar.getByRole('link', { name: 'Dashibodi' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(sidebar.getByRole('link', { name: 'Huduma za Benki' })).toHaveAttribute(
    'href',
    '/bank-services',
  );
  await expect(page).toHaveTitle('Mipangilio ya akaunti | Jamii Service Centre');

  // The preference lives on the user's record: a reload without this browser's saved choice
  // (storage, and the cookie that asks Hosting for the language) still opens the back office in
  // Kiswahili.
  await page.evaluate(() => window.localStorage.removeItem('centre.language'));
  await page.context().clearCookies({ name: 'firebase-language-override' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mipangilio ya akaunti');
  await expect(page.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();

  // Another staff page, reached through the sidebar.
  await page
    .getByRole('navigation', { name: 'Ofisi ya ndani' })
    .getByRole('link', { name: 'Dashibodi' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashibodi');
  // The bank agent's dashboard, in Kiswahili: the bank cards and their words.
  await expect(page.getByRole('region', { name: 'Maombi ya benki yanayosubiri' })).toContainText(
    /Mapya au yaliyopigiwa simu\s*\d+/,
  );
  await expect(page.getByRole('button', { name: 'Akaunti' })).toBeVisible();
});
