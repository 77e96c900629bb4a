import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The params the mail code reads (functions/src/config.ts): outside the emulator nothing loads
    // functions/.env*, and a mail with relative links is refused by the templates.
    env: {
      PUBLIC_SITE_URL: 'https://centre.example',
      MAIL_LINK_SECRET: 'unit-test-mail-link-secret',
    },
  },
});
