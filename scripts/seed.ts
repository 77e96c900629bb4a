// Loads the demo data in emulator-data/ into the running emulators (Auth + Firestore).
// Safe to run twice: accounts and documents are keyed by fixed ids and overwritten in place.
// Refuses to run unless the emulator hosts are set, so it can never write to a real project.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import {
  BOOKING_SETTINGS_PATH,
  addDays,
  bookingSettingsSchema,
  localDateTime,
} from '../domain/src/bookings';
import { ROLE_PERMISSIONS } from '../domain/src/permissions';
import { isRole } from '../domain/src/roles';
import { SEED_CREATOR, claimsFor } from '../domain/src/users';

const dataDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'emulator-data');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as T;

interface DemoUser {
  uid: string;
  email: string;
  displayName: string;
  role: string;
  department: string;
}
interface ServiceSeed {
  id: string;
  [field: string]: unknown;
}

export async function seed(projectId: string): Promise<{ users: DemoUser[]; password: string }> {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set.',
    );
  }
  const app = getApps()[0] ?? initializeApp({ projectId });
  const auth = getAuth(app);
  const db = getFirestore(app);

  const { password, users } = readJson<{ password: string; users: DemoUser[] }>('users.json');
  for (const user of users) {
    if (!isRole(user.role)) throw new Error(`emulator-data/users.json: unknown role ${user.role}`);
    const account = {
      email: user.email,
      password,
      displayName: user.displayName,
      emailVerified: true,
    };
    try {
      await auth.updateUser(user.uid, account);
    } catch {
      await auth.createUser({ uid: user.uid, ...account });
    }
    const record = {
      uid: user.uid,
      email: user.email,
      displayName: user.displayName,
      role: user.role,
      isActive: true,
      status: 'active',
      department: user.department,
      permissions: [...ROLE_PERMISSIONS[user.role]],
      language: 'en',
      // Demo accounts skip the forced first-sign-in password change that seeded production
      // accounts get (PRODUCT S2), so a newcomer can look around at once.
      mustChangePassword: false,
      // Marks demo records as seeded, so 'Initialize Default Users' still works on the emulator.
      createdBy: SEED_CREATOR,
    };
    // The claims trigger would set the same claims; setting them here makes the accounts usable
    // the moment this script ends, without waiting for the trigger.
    await auth.setCustomUserClaims(user.uid, { ...claimsFor(record, []) });
    await db.doc(`users/${user.uid}`).set({
      ...record,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }

  const services = readJson<ServiceSeed[]>('services.json');
  const batch = db.batch();
  for (const { id, ...service } of services) {
    batch.set(db.doc(`services/${id}`), {
      ...service,
      slug: id,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();

  await seedBookings(db);
  return { users, password };
}

// ---- Bookings: settings/booking and open HCA exam sessions (emulator-data/booking.json) ----
// Session dates are written as days from today in the centre's zone, so the demo always has
// sessions in the coming weeks. Sessions are keyed by fixed ids: seeding again moves them to the
// new dates and resets their counters, which is what a fresh demo wants.
interface BookingSeed {
  settings: unknown;
  examSessions: {
    id: string;
    daysAhead: number;
    startTime: string;
    location: string;
    capacity: number;
  }[];
}

async function seedBookings(db: ReturnType<typeof getFirestore>): Promise<void> {
  const { settings: raw, examSessions } = readJson<BookingSeed>('booking.json');
  const settings = bookingSettingsSchema.parse(raw);
  const today = localDateTime(settings, new Date()).date;
  const batch = db.batch();
  batch.set(db.doc(BOOKING_SETTINGS_PATH), settings);
  for (const { id, daysAhead, ...session } of examSessions) {
    batch.set(db.doc(`examSessions/${id}`), {
      ...session,
      date: addDays(today, daysAhead),
      booked: 0,
      status: 'open',
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-service-centre';
  seed(projectId)
    .then(({ users }) =>
      console.log(`Seeded ${users.length} demo accounts and the services catalogue.`),
    )
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
