import { defineSecret, defineString } from 'firebase-functions/params';

/**
 * User ids that reach only bank services (SPEC 6, PRODUCT "Restricted access"), comma-separated.
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

/** SPEC 7: the product's own mail domain for the default users (`<role>@<domain>`). */
export const SEED_MAIL_DOMAIN = defineString('SEED_MAIL_DOMAIN', {
  default: 'servicecentre.test',
  description: 'Mail domain of the four default users created by seeding.',
});

/**
 * SPEC 7: the shared default password of seeded accounts. A secret in production (Secret
 * Manager); the emulator reads it from functions/.secret.local.
 */
export const SEED_DEFAULT_PASSWORD = defineSecret('SEED_DEFAULT_PASSWORD');
