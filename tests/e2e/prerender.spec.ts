import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { EMULATORS } from '../support/emulators';

// Issue 17: the public pages are rendered to HTML at build time (scripts/build-web.mjs), in
// English and in Kiswahili (web/dist/localized/sw_ALL, which Hosting's i18n rewrites serve by
// the browser's language or the firebase-language-override cookie); the app then hydrates that
// markup. Every other address gets the empty shell (__spa-fallback.html).

// Once the service worker controls a page it answers every navigation with the shell it
// precached (a returning visitor's app is in the cache already); these tests are about what
// Hosting serves a first visit.
test.use({ serviceWorkers: 'block' });

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'web', 'dist');

const services = (
  JSON.parse(readFileSync(join(ROOT, 'emulator-data', 'services.json'), 'utf8')) as {
    name: string;
    active: boolean;
    order: number;
  }[]
).filter((service) => service.active);
interface CommonWords {
  routes: Record<string, string>;
  noscript: { prerendered: string };
  wait: { label: string; checking: string };
}
const commonWords = (language: string) =>
  JSON.parse(
    readFileSync(join(ROOT, 'web', 'src', 'locales', language, 'common.json'), 'utf8'),
  ) as CommonWords;
const enCommon = commonWords('en');
const swCommon = commonWords('sw');

/** The addresses the build pre-rendered in English: every index.html outside localized/. */
function prerenderedPaths(folder = DIST): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return ['localized', 'static', 'icons'].includes(entry.name) && folder === DIST
        ? []
        : prerenderedPaths(path);
    }
    if (entry.name !== 'index.html') return [];
    return [`/${relative(DIST, folder)}`.replace(/\/$/, '') || '/'];
  });
}

/** The page's uncaught errors (a hydration mismatch is one: React reports it as such). */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message.split('\n')[0] ?? ''));
  return errors;
}

test('the pre-rendered /services holds the service names before any script runs', async ({
  request,
  browser,
}) => {
  const response = await request.get('/services', { headers: { 'Accept-Language': 'en-GB' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('<title>Services | Jamii Service Centre</title>');
  // The page reads without JavaScript; it says only that its forms need it.
  expect(html).toContain(`<noscript>${enCommon.noscript.prerendered}</noscript>`);
  // Styled at first paint: the shell's stylesheet and the page's own are in <head>. The app's
  // scripts are not: the page's loader adds them once it has painted.
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.match(/<link rel="stylesheet"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
  expect(services.length).toBeGreaterThan(0);
  for (const service of services) expect(html).toContain(service.name);

  // As a phone shows it before (or without) the app's JavaScript.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  for (const service of services) {
    await expect(page.getByRole('heading', { name: service.name }).first()).toBeVisible();
  }
  await context.close();
});

test('public pages refresh their data from /api/public, never from Firestore in the browser', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const errors = collectPageErrors(page);
  const answers = new Map<string, { status: number; cacheControl?: string; body: unknown }>();
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    // The answers the page got (a failed one is retried by its query, and its late body must not
    // replace a good one).
    if (!pathname.startsWith('/api/public/') || !response.ok()) return;
    const body: unknown = await response.json();
    answers.set(pathname, {
      status: response.status(),
      cacheControl: response.headers()['cache-control'],
      body,
    });
  });
  // Each page refreshes what it was pre-rendered with (the build's data is dated, so stale).
  for (const [path, endpoint] of [
    ['/', 'services'],
    ['/', 'queue-display'],
    ['/jobs', 'jobs'],
    ['/hca-exam-booking', 'exam-sessions'],
  ] as const) {
    await page.goto(path);
    await expect.poll(() => answers.get(`/api/public/${endpoint}`)?.status).toBe(200);
  }
  const catalogue = answers.get('/api/public/services')?.body as { services: { name: string }[] };
  expect(catalogue.services.map((service) => service.name).sort()).toEqual(
    services.map((service) => service.name).sort(),
  );
  // Hosting's CDN may keep an answer a minute (the queue's display half that); browsers ask again.
  expect(answers.get('/api/public/services')?.cacheControl).toBe('public, max-age=0, s-maxage=60');
  expect(answers.get('/api/public/queue-display')?.cacheControl).toBe(
    'public, max-age=0, s-maxage=30',
  );
  // None of those pages read Firestore from the browser (Firestore Lite did, from each page, before
  // the endpoint). The SDK's chunks may still be fetched, not run, by the key pages' preload.
  expect(requests.filter((url) => url.includes(`:${EMULATORS.firestore.port}/`))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the pre-rendered home page shows its featured services without JavaScript', async ({
  browser,
}) => {
  // The catalogue's first six by order, in the markup itself (no boundary left for a script).
  const featured = [...services].sort((a, b) => a.order - b.order).slice(0, 6);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Popular services' });
  for (const service of featured) {
    await expect(section.getByRole('heading', { name: service.name })).toBeVisible();
  }
  await expect(section.getByRole('heading', { level: 3 })).toHaveCount(featured.length);
  // The wait now needs the app: the markup has each card's line, loading ("Checking…"), and
  // without JavaScript none of them shows rather than saying so for good.
  const waits = section.getByTestId('wait-estimate');
  await expect(waits).toHaveCount(featured.length);
  await expect(waits.first()).toHaveText(`${enCommon.wait.label}: ${enCommon.wait.checking}`, {
    useInnerText: false,
  });
  for (const wait of await waits.all()) await expect(wait).toBeHidden();
  await context.close();
});

test('the jobs board and each published job are pre-rendered, the job with its JobPosting', async ({
  browser,
  request,
}) => {
  // The build for the emulators pre-renders the demo's published jobs (scripts/seed/demo-inputs.ts).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/jobs');
  const card = page.getByTestId('job-card').filter({ hasText: 'Prairie Foods Ltd' });
  await expect(card.getByRole('link', { name: 'Warehouse associate' })).toHaveAttribute(
    'href',
    '/jobs/demo-job-warehouse',
  );
  await expect(card).toContainText(/Closes in \d+ days/);
  await page.goto('/jobs/demo-job-warehouse');
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse associate' })).toBeVisible();
  const posting = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(posting).toMatchObject({ '@type': 'JobPosting', title: 'Warehouse associate' });
  // The address of the site it is served from comes once live.
  expect(posting).not.toHaveProperty('url');
  await context.close();

  // A job that is not published has no page of its own: the shell reads it.
  const closed = await (await request.get('/jobs/demo-job-welder-filled')).text();
  expect(closed).toContain('<div id="root"></div>');

  const live = await browser.newContext();
  const livePage = await live.newPage();
  const errors = collectPageErrors(livePage);
  await livePage.goto('/jobs/demo-job-warehouse');
  await expect(livePage.locator('#prerender-gate')).not.toHaveAttribute('disabled');
  await expect
    .poll(async () =>
      JSON.parse(
        (await livePage.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      ),
    )
    .toMatchObject({ url: expect.stringMatching(/\/jobs\/demo-job-warehouse$/) });
  expect(errors).toEqual([]);
  await live.close();
});

test('a Kiswahili browser, or a visitor who chose Kiswahili, gets the Kiswahili pages', async ({
  request,
}) => {
  const byBrowser = await (
    await request.get('/about-us', { headers: { 'Accept-Language': 'sw-KE,sw;q=0.9' } })
  ).text();
  expect(byBrowser).toContain('<html lang="sw">');
  expect(byBrowser).toContain(
    `<title>${swCommon.routes['about-us']} | Jamii Service Centre</title>`,
  );
  expect(byBrowser).toContain(`<noscript>${swCommon.noscript.prerendered}</noscript>`);

  // The language switch's cookie wins over the browser's languages, both ways.
  const byChoice = await (
    await request.get('/services', {
      headers: { 'Accept-Language': 'en-GB', Cookie: 'firebase-language-override=sw' },
    })
  ).text();
  expect(byChoice).toContain('<html lang="sw">');
  // The catalogue's own Kiswahili words (services.json translations.sw), and only the page's
  // language's words in its state.
  expect(byChoice).toContain('Huduma za pasipoti');
  expect(byChoice).not.toContain('"translations"');
  const english = await (
    await request.get('/services', {
      headers: { 'Accept-Language': 'sw', Cookie: 'firebase-language-override=en' },
    })
  ).text();
  expect(english).toContain('<html lang="en">');
  expect(english).toContain('Passport Application and Renewal');
  expect(english).not.toContain('Huduma za pasipoti');
});

test('a back-office address gets the empty shell, never a pre-rendered page', async ({
  request,
}) => {
  for (const path of ['/dashboard', '/visits', '/jobs/some-job']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="centre-prerender"');
  }
});

test('every pre-rendered page hydrates without a mismatch and then opens its forms', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const paths = prerenderedPaths();
  expect(paths).toEqual(expect.arrayContaining(['/', '/services', '/about-us', '/contact']));
  const errors = collectPageErrors(page);
  for (const path of paths) {
    await page.goto(path);
    // The gate opens once React has taken over the page (main.tsx).
    await expect(page.locator('#prerender-gate'), path).not.toHaveAttribute('disabled');
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    expect(errors, `${path}: ${errors.join(' | ')}`).toEqual([]);
  }
});

test('a Kiswahili page hydrates in Kiswahili and its form can be used', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'sw-KE' });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.locator('#prerender-gate')).not.toHaveAttribute('disabled');
  await expect(
    page.getByRole('heading', { level: 1, name: swCommon.routes.contact }),
  ).toBeVisible();
  const firstField = page.locator('#main input, #main textarea').first();
  await expect(firstField).toBeEnabled();
  expect(errors).toEqual([]);
  await context.close();
});

test('a page served in the other language hydrates as served, then switches without a mismatch', async ({
  browser,
  baseURL,
}) => {
  // A choice saved in this browser (the language switch keeps it) whose cookie has gone (it
  // lasts a year, or cookies were cleared): Hosting serves the browser's English page, and the
  // app takes it over in English before it switches to Kiswahili and asks Hosting for it again.
  const context = await browser.newContext({ locale: 'en-GB' });
  await context.addInitScript(() => window.localStorage.setItem('centre.language', 'sw'));
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/book-appointment?service=passport-renewal');
  await expect(page.locator('#prerender-gate')).not.toHaveAttribute('disabled');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(
    page.getByRole('heading', { level: 1, name: swCommon.routes['book-appointment'] }),
  ).toBeVisible();
  expect(await context.cookies(baseURL)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'firebase-language-override', value: 'sw' }),
    ]),
  );
  // The catalogue the English page carries is read again, in Kiswahili.
  await context.clearCookies();
  await page.goto('/services');
  await expect(page.locator('#prerender-gate')).not.toHaveAttribute('disabled');
  await expect(page.getByRole('link', { name: 'Huduma za pasipoti' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('the language cookie alone is a choice too: the page stays in the language it was served in', async ({
  browser,
  baseURL,
}) => {
  // The cookie without the saved choice (storage cleared or refused): Hosting serves Kiswahili,
  // and the app keeps it rather than following the English browser.
  const context = await browser.newContext({ locale: 'en-GB' });
  await context.addCookies([{ name: 'firebase-language-override', value: 'sw', url: baseURL! }]);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/book-appointment?service=passport-renewal');
  await expect(page.locator('#prerender-gate')).not.toHaveAttribute('disabled');
  await expect(
    page.getByRole('heading', { level: 1, name: swCommon.routes['book-appointment'] }),
  ).toBeVisible();
  await page.getByRole('link', { name: swCommon.routes['about-us'] }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  expect(errors).toEqual([]);
  await context.close();
});

test('the home page is taken over whole, so a language switched at once changes it without a mismatch', async ({
  page,
  request,
}) => {
  // The page names every namespace of words its render read (the featured services have their
  // own), and the app loads them before it hydrates: no part waits behind a boundary.
  const html = await (await request.get('/', { headers: { 'Accept-Language': 'en' } })).text();
  const state = JSON.parse(
    html.match(/<script type="application\/json" id="centre-prerender">(.*?)<\/script>/s)![1]!,
  ) as { namespaces?: string[] };
  expect(state.namespaces).toEqual(expect.arrayContaining(['common', 'home', 'services']));

  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.locator('#prerender-gate')).not.toHaveAttribute('disabled');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('sw');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { name: 'Huduma za pasipoti' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a pre-rendered page hydrates without making a date or number formatter', async ({ page }) => {
  // The first Intl formatter a page makes costs a slow phone a long task; the pre-render carries
  // the texts it formatted (web/src/lib/carried-text.ts), so hydration makes none. Counted: each
  // DateTimeFormat or NumberFormat made while the gate is still shut (before React took over).
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMadeBeforeHydration: string[] }).intlMadeBeforeHydration = made;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ['DateTimeFormat', 'NumberFormat']) {
      const note = () => {
        if (document.getElementById('prerender-gate')?.hasAttribute('disabled')) made.push(name);
      };
      intl[name] = new Proxy(intl[name]!, {
        construct(target, args: unknown[]) {
          note();
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args: unknown[]) {
          note();
          return Reflect.apply(target, self, args) as unknown;
        },
      });
    }
  });
  const errors = collectPageErrors(page);
  // The opening hours (home, contact), a fee (a service), a long date (the privacy notice).
  const pages = [
    { path: '/', text: '9:00 AM' },
    { path: '/contact', text: '9:00 AM' },
    { path: '/services/passport-renewal', text: '$120' },
    { path: '/privacy', text: '2026' },
  ];
  for (const { path, text } of pages) {
    await page.goto(path);
    await expect(page.locator('#prerender-gate'), path).not.toHaveAttribute('disabled');
    await expect(page.getByText(text).first(), path).toBeVisible();
    const made = await page.evaluate(
      () => (window as unknown as { intlMadeBeforeHydration: string[] }).intlMadeBeforeHydration,
    );
    expect(made, path).toEqual([]);
  }
  expect(errors).toEqual([]);
});
