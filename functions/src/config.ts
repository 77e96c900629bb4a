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

// ---------------------------------------------------------------------------------------------
// Email (issue 16, README "Email"): the outbox `mail/{id}` is delivered by `sendMail` over SMTP.
// Leave SMTP_HOST empty to leave the outbox to Firebase's "Trigger Email from Firestore"
// extension instead (installed on the same collection). The emulator project points at the local
// sink `npm start` runs (maildev: SMTP 127.0.0.1:1025, its web page http://127.0.0.1:1080).

export const SMTP_HOST = defineString('SMTP_HOST', {
  default: '',
  description: 'SMTP server of sendMail; empty leaves the outbox to the Trigger Email extension.',
});
export const SMTP_PORT = defineString('SMTP_PORT', {
  default: '587',
  description: 'SMTP port (587 with STARTTLS, 465 with SMTP_SECURE=true).',
});
export const SMTP_SECURE = defineString('SMTP_SECURE', {
  default: 'false',
  description: 'true: TLS from the first byte (port 465); false: STARTTLS when offered.',
});
export const SMTP_USER = defineString('SMTP_USER', {
  default: '',
  description: 'SMTP user name; empty sends without authentication (the emulator sink).',
});
/** The SMTP password: a Secret Manager secret when deployed; the emulator's is in .secret.local. */
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: 'Jamii Service Centre <no-reply@servicecentre.test>',
  description: 'From address of every mail.',
});
/** Where the public site is: the links in mails (status check, manage, unsubscribe). */
export const PUBLIC_SITE_URL = defineString('PUBLIC_SITE_URL', {
  default: 'http://127.0.0.1:5050',
  description: 'Origin of the public site, without a trailing slash, for links in mails.',
});
/** Signs unsubscribe links (HMAC-SHA256), so nobody unsubscribes an address they do not own. */
export const MAIL_LINK_SECRET = defineSecret('MAIL_LINK_SECRET');
