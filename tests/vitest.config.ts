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
