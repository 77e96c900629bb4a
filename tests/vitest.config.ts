import { defineConfig } from 'vitest/config';

// Emulator suites: run by scripts/test.mjs inside `firebase emulators:exec`, never on their own.
// Within a project files run one at a time because they share (and clear) one emulated project.
// The Firestore rules suites (`rules`) have a project of their own (RULES_PROJECT_ID in
// tests/support/emulators.ts), so scripts/test-emulators.mjs runs them in a second vitest beside
// `storage-rules` and `integration`, which share the default project. The time limits are
// ceilings for a fully loaded 2-core machine; every test waits for conditions, not for time.
const STORAGE_RULES = 'tests/rules/storage-*.test.ts';

export default defineConfig({
  test: {
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
          exclude: [STORAGE_RULES],
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // storage.rules reads the default project's Firestore, so these stay on it.
          name: 'storage-rules',
          environment: 'node',
          include: [STORAGE_RULES],
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          globalSetup: ['tests/support/emulator-suites-setup.ts'],
          include: ['tests/functions/**/*.test.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
