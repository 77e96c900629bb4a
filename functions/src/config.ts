import { defineBoolean, defineSecret, defineString } from 'firebase-functions/params';

/**
 * User ids that reach only bank services (docs/product.md §6.5), comma-separated.
 * A string rather than defineList: list params are read back as JSON, which an operator writing
 * `RESTRICTED_USER_IDS=a,b` in a .env file would not expect.
 */
export const RESTRICTED_USER_IDS = defineString('RESTRICTED_USER_IDS', {
  default: '',
  description: 'Comma-separated user ids that may reach only bank services.',
});

export function restrictedUserIds(): string[] {
  return RESTRICTED_USER_IDS.value()
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/** docs/product.md §7: the product's own mail domain for the default users (`<role>@<domain>`). */
export const SEED_MAIL_DOMAIN = defineString('SEED_MAIL_DOMAIN', {
  default: 'servicecentre.test',
  description: 'Mail domain of the four default users created by seeding.',
});

/**
 * docs/product.md §7: the shared default password of seeded accounts. A secret in production
 * (Secret Manager); the emulator reads it from functions/.secret.local.
 */
export const SEED_DEFAULT_PASSWORD = defineSecret('SEED_DEFAULT_PASSWORD');

/**
 * Issue 9, item 5: every callable refuses a request without a valid App Check token
 * (`unauthenticated`). On by default, so a deployed project enforces unless its operator writes
 * `APP_CHECK_ENFORCED=false` in functions/.env.<project-id> (for example while the web app's
 * reCAPTCHA Enterprise key is being set up: watch the App Check metrics first).
 */
export const APP_CHECK_ENFORCED = defineBoolean('APP_CHECK_ENFORCED', {
  default: true,
  description: 'Refuse callable requests without a valid App Check token (true in production).',
});

/**
 * Read when each callable is declared (firebase-functions evaluates `enforceAppCheck` then).
 * Fails closed: only the exact word `false` turns enforcement off; a missing or misspelt value
 * keeps it on. (The param's own `.value()` reads a missing variable as false, and, called while
 * the CLI loads the code to deploy it, logs a warning per callable.)
 */
export function appCheckEnforced(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[APP_CHECK_ENFORCED.name]?.trim().toLowerCase() !== 'false';
}
