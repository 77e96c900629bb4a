import { defineConfig } from 'vitest/config';

// Emulator suites: run by scripts/test.mjs inside `firebase emulators:exec`, never on their own.
// Files run one at a time because they share (and clear) one emulated project. The time limits
// are ceilings for a fully loaded 2-core machine; every test waits for conditions, not for time.
export default defineConfig({
  test: {
    globalSetup: ['tests/support/emulator-suites-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The mail params the suites' in-process calls read (the reminder job, the digest): the same
    // values the Functions emulator loads from functions/.env.demo-service-centre and
    // functions/.secret.local, so links are absolute and signed as the emulator's would be.
    env: {
      PUBLIC_SITE_URL: 'http://127.0.0.1:5050',
      MAIL_LINK_SECRET: 'emulator-only-mail-link-secret',
    },
    projects: [
      {
        // Projects inherit the timeouts above only when they say so.
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/functions/**/*.test.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
