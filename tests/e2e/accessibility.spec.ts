// Every page checked by axe-core (Deque's rules: WCAG 2.0-2.2 A and AA and best practices) on a
// phone's width, as a visitor and as the admin, who reaches every staff page. A violation fails
// with its rule and the elements it found, page by page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES, examplePath, type AppRoute, type PageId } from '@centre/domain/routes';
import { signInAs } from './sign-in';

const PHONE = { width: 390, height: 844 };

// Pages whose address names a record: a demo record's (scripts/seed), so that the page shows it
// rather than its "not found" state. Others take the route's example path.
const DEMO_PATHS: Partial<Record<PageId, string>> = {
  'service-detail': '/services/passport-renewal',
  'service-application': '/service-application/passport-renewal',
  'job-detail': '/jobs/demo-job-bookkeeper',
  'user-detail': '/users/demo-agent',
  'bank-client': '/bank-services/clients/demo-bank-client-mutua',
  task: '/tasks/demo-task-05',
};

const pathOf = (route: AppRoute) => DEMO_PATHS[route.page as PageId] ?? examplePath(route);

/** The page's violations, one line each: rule, impact and the first elements it names. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // What loads late (lists, figures) is part of the page: checked once it has come.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) =>
      `${path}: ${violation.id} (${violation.impact}) ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('; ')}`,
  );
}

/** The routes in groups of `size`: one test each, so that each has its own time. */
function inGroups<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

const GROUP = 8;
const publicRoutes = ROUTES.filter((route) => route.access !== 'signedIn');
const staffRoutes = ROUTES.filter((route) => route.access === 'signedIn');

test.describe('accessibility, on a phone', () => {
  test.use({ viewport: PHONE });

  for (const [index, routes] of inGroups(publicRoutes, GROUP).entries()) {
    test(`public pages, part ${index + 1}: no axe violation`, async ({ page }) => {
      test.setTimeout(150_000);
      const found: string[] = [];
      for (const route of routes) found.push(...(await violationsOn(page, pathOf(route))));
      expect(found).toEqual([]);
    });
  }

  for (const [index, routes] of inGroups(staffRoutes, GROUP).entries()) {
    test(`staff pages as the admin, part ${index + 1}: no axe violation`, async ({ page }) => {
      test.setTimeout(150_000);
      await signInAs(page, 'admin');
      const found: string[] = [];
      for (const route of routes) found.push(...(await violationsOn(page, pathOf(route))));
      expect(found).toEqual([]);
    });
  }
});
