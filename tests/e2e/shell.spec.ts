import { expect, test } from '@playwright/test';
import { MESSAGES } from '@centre/domain/messages';
import { ROUTES, examplePath } from '@centre/domain/routes';

const publicRoutes = ROUTES.filter((route) => route.access !== 'signedIn');

test.describe('public routes', () => {
  for (const route of publicRoutes) {
    test(`${route.path} renders its own page`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(examplePath(route));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(MESSAGES.notFoundTitle)).toHaveCount(0);
      await expect(page.getByText(MESSAGES.routeErrorTitle)).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test('an unknown path shows the 404 page and its link goes home', async ({ page }) => {
  await page.goto('/no-such-page/anywhere');
  await expect(page.getByRole('heading', { name: MESSAGES.notFoundTitle })).toBeVisible();
  await expect(page.getByText(MESSAGES.notFoundBody)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the header and footer carry the public links', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Jamii Service Centre' })).toHaveAttribute(
    'href',
    '/',
  );
  const nav = header.getByRole('navigation').first();
  for (const [name, href] of [
    ['Services', '/services'],
    ['Resources', '/resources'],
    ['About Us', '/about-us'],
    ['Contact Us', '/contact'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
    'href',
    '/terms',
  );
});

test('the header links navigate to their pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('the LOGIN button opens the login modal', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'LOGIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(dialog.getByLabel('Email')).toHaveAttribute('required', '');
  await expect(dialog.getByLabel('Password')).toHaveAttribute('required', '');
  await expect(dialog.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the mobile menu opens the public navigation on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Contact Us', exact: true }).last()).toBeVisible();
});

test('the built scripts load from /static/js/ and the service worker is served at /sw.js', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The pre-rendered home page fetches the app once it has painted; the gate opens once it runs.
  await expect(page.locator('#prerender-gate')).not.toHaveAttribute('disabled');
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.filter((path) => !path.startsWith('/static/js/') && path !== '/registerSW.js'),
  ).toEqual([]);
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(await sw.text()).toContain('precache');
});
