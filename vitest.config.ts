import { defineConfig } from 'vitest/config';

// Unit suites only; the emulator suites live in tests/vitest.config.ts and run inside
// `firebase emulators:exec` (see scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      'domain/vitest.config.ts',
      'web/vitest.config.ts',
      'functions/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
