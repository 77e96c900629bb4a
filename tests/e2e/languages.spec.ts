import { expect, test } from '@playwright/test';

test('a visitor switches the public site to Kiswahili, and the choice survives a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A place to get things done, in a language you know',
  );

  const header = page.getByRole('banner');
  const language = header.getByRole('combobox', { name: 'Language' });
  await expect(language.locator('option[lang="sw"]')).toHaveText('Kiswahili');
  await language.selectOption('sw');

  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Mahali pa kumaliza shughuli zako, kwa lugha unayoijua',
  );
  const nav = header.getByRole('navigation', { name: 'Menyu kuu' });
  await expect(nav.getByRole('link', { name: 'Huduma', exact: true })).toHaveAttribute(
    'href',
    '/services',
  );
  await expect(page.getByRole('contentinfo')).toContainText('Haki zote zimehifadhiwa');
  // The opening hours are formatted for the language too.
  await expect(page.getByText('Jumatatu hadi Ijumaa').first()).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Mahali pa kumaliza shughuli zako, kwa lugha unayoijua',
  );
  await expect(header.getByRole('combobox', { name: 'Lugha' })).toHaveValue('sw');

  // The catalogue's own words too (emulator-data/services.json, translations.sw).
  await nav.getByRole('link', { name: 'Huduma', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Huduma za pasipoti' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hati za kusafiria' })).toBeVisible();

  // Another page loads its own Kiswahili words.
  await nav.getByRole('link', { name: 'Wasiliana nasi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wasiliana nasi');

  // And back to English.
  await header.getByRole('combobox', { name: 'Lugha' }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

test('a browser that prefers Kiswahili gets the site in Kiswahili', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'sw-KE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Kituo chako cha huduma za jamii, karibu nawe',
  );
  await context.close();
});
