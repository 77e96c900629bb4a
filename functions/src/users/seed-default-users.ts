import { COLLECTIONS } from '@centre/domain/collections';
import { DEFAULT_SEED_ROLES, SEED_CREATOR, newUserRecord, seedEmail } from '@centre/domain/users';
import { HttpsError } from 'firebase-functions/v2/https';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { SEED_DEFAULT_PASSWORD, SEED_MAIL_DOMAIN } from '../config';
import { createUserRecordIfMissing, findOrCreateAccount } from './accounts';

export const SEEDING_REFUSED =
  'Default users can only be initialized while no administrator exists.';

/**
 * docs/product.md §12.2: seeding is open while the project has no admin. On the emulator, admins
 * that were themselves seeded (createdBy 'seed', as `npm start`'s demo data is) do not count, so
 * the button keeps working locally; an admin made any other way still closes it.
 */
export async function seedingAllowed(onEmulator: boolean): Promise<boolean> {
  const admins = await db
    .collection(COLLECTIONS.users)
    .where('role', 'in', ['admin', 'superadmin'])
    .select('createdBy')
    .get();
  if (admins.empty) return true;
  return onEmulator && admins.docs.every((doc) => doc.get('createdBy') === SEED_CREATOR);
}

/**
 * docs/product.md §7 default-user seeding, as a callable (no sign-in: it runs from the login page).
 * Creates admin, manager, agent and bank_agent at `<role>@<SEED_MAIL_DOMAIN>` with the configured
 * default password; an existing account is kept as it is (not duplicated, password not reset). Each
 * user record is then created unless it exists, flagged to change the password at first sign-in.
 */
export const seedDefaultUsers = onCall({ secrets: [SEED_DEFAULT_PASSWORD] }, async () => {
  if (!(await seedingAllowed(process.env.FUNCTIONS_EMULATOR === 'true'))) {
    throw new HttpsError('failed-precondition', SEEDING_REFUSED);
  }
  const password = SEED_DEFAULT_PASSWORD.value();
  if (!password) throw new HttpsError('failed-precondition', 'No default password is configured.');

  const created: string[] = [];
  const skipped: string[] = [];
  for (const role of DEFAULT_SEED_ROLES) {
    const email = seedEmail(role, SEED_MAIL_DOMAIN.value());
    const record = (uid: string) =>
      newUserRecord({ uid, email, role, mustChangePassword: true, createdBy: SEED_CREATOR });
    const account = await findOrCreateAccount({
      email,
      password,
      displayName: record('').displayName,
    });
    const recordCreated = await createUserRecordIfMissing(record(account.uid));
    (account.created || recordCreated ? created : skipped).push(email);
  }
  return { created, skipped };
});
