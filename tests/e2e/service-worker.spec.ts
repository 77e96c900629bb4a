import { expect, test } from '@playwright/test';

// docs/product.md §7: a service worker is registered at /sw.js. The built app registers it; `npm
// test` and `npm start` serve that build through the Hosting emulator, whose headers come from
// firebase.json.

test('the built app registers its service worker at /sw.js and it takes control', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const scriptURL = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(scriptURL).toBe(new URL('/sw.js', page.url()).href);

  // Once it controls the page, the worker keeps each page it answers: the page still opens when
  // the network is gone (its own chunk comes from the browser's cache).
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toBe(new URL('/sw.js', page.url()).href);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.context().setOffline(false);
});

test('a returning visitor gets the pre-rendered page from the network, not the empty shell', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  // The worker answers the navigation with what Hosting serves for /services (its pre-rendered
  // HTML, the service names in it), not the precached shell it answered with before.
  const response = await page.goto('/services');
  expect(response?.fromServiceWorker()).toBe(true);
  const answered = await response!.text();
  const served = await (await request.get('/services')).text();
  const shell = await (await request.get('/__spa-fallback.html')).text();
  expect(answered).toBe(served);
  expect(answered).not.toBe(shell);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Offline, the copy it kept answers.
  await page.context().setOffline(true);
  const offline = await page.goto('/services');
  expect(await offline!.text()).toBe(served);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.context().setOffline(false);
});

test('/sw.js is served fresh on every visit, hashed assets as immutable', async ({
  page,
  request,
}) => {
  test.skip(
    !process.env.E2E_BASE_URL,
    'Headers come from firebase.json and only the Hosting emulator applies them; `vite preview` (used when E2E_BASE_URL is unset) does not.',
  );
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await page.goto('/');
  const script = await page
    .locator('script[type="module"][src^="/static/"]')
    .first()
    .getAttribute('src');
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Every app route is rewritten to the SPA shell, as in production.
  const deepLink = await request.get('/services/passport-renewal');
  expect(deepLink.status()).toBe(200);
  expect(await deepLink.text()).toContain('<div id="root">');
});
