import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

// Drives Debian's Chromium (never a Playwright browser download) against the built app. `npm test`
// serves it through the Hosting emulator, as `npm start` does (real rewrites, headers and service
// worker), and names it in E2E_BASE_URL; without that variable `vite preview` serves web/dist.
const PREVIEW_PORT = 4173;
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PREVIEW_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // One more try on CI only, for the emulator's timing (it hands trigger events to the functions
  // one at a time, so a spec beside a busy one can wait minutes for a trigger). A test that
  // passes only on its second try is counted flaky and listed by name in npm test's summary
  // (scripts/lib/test-reports.mjs) with what failed the first time, so it is never hidden.
  retries: process.env.CI ? 1 : 0,
  // Generous for a shared 2-core CI machine, where a page that waits on a callable and a
  // Firestore listener has taken over 10 s; a passing run never waits this long.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '../.cache/reports/e2e.json' }]],
  use: {
    baseURL,
    // An action that cannot happen (a button that never appears) fails on its own line with its
    // call log instead of running into the test's timeout, which names no step.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npm run preview --workspace web -- --port ${PREVIEW_PORT} --strictPort --host 127.0.0.1`,
        cwd: '..',
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
