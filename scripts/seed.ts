// Loads the demo data into the running emulators: the accounts, services and booking settings in
// emulator-data/, and the demo centre generated from them (scripts/seed/demo-centre.ts:
// applications with history, notes and documents, HCA registrations and exam seats, appointments
// and their slots, contact and staff messages, the front desk's visitors, today's queue in progress
// with its desks, counters and summaries, and the past fortnight's visits), and the bank desk's
// requests, clients, commission rules and commissions (scripts/seed/demo-bank.ts), dated
// relative to today in the centre's zone, none after the moment of seeding.
// Safe to run twice: accounts and documents are keyed by fixed ids and overwritten in place.
// Documents go to the Storage emulator only when it runs.
// Refuses to run unless the emulator hosts are set, so it can never write to a real project.
import { COLLECTIONS } from '../domain/src/collections';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { BOOKING_SETTINGS_PATH, addDays, localDateTime } from '../domain/src/bookings';
import { ROLE_PERMISSIONS } from '../domain/src/permissions';
import { isRole } from '../domain/src/roles';
import { SEED_CREATOR, claimsFor } from '../domain/src/users';
import { rebuildStats } from './seed/rebuild-stats';
import { rebuildReportDayFor } from '../functions/src/reports/report-days';
import {
  demoCentre,
  demoCounts,
  demoWrites,
  type DemoFile,
  type DemoService,
} from './seed/demo-centre';
import { readDemoInputs, type DemoUser } from './seed/demo-inputs';
import { demoJobWrites, demoJobs } from './seed/demo-jobs';
import { demoLicenceRenewalWrites, demoLicenceRenewals } from './seed/demo-licence-renewals';
import { demoBank, demoBankWrites } from './seed/demo-bank';
import { queueDemoMails } from './seed/demo-mails';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface SeedResult {
  users: DemoUser[];
  password: string;
  /** Records of the demo centre per collection. */
  counts: Record<string, number>;
  /** Why the applications' documents were left out, when they were. */
  documentsNotice: string | null;
  seconds: number;
}

export async function seed(projectId: string): Promise<SeedResult> {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set.',
    );
  }
  const started = performance.now();
  const app = getApps()[0] ?? initializeApp({ projectId });
  const db = getFirestore(app);
  // SEED_TIMEZONE moves the centre to another zone (the e2e suites pick one where their run
  // cannot cross the centre's midnight: tests/e2e/global-setup.ts).
  const { password, users, services, booking, settings } = readDemoInputs(
    process.env.SEED_TIMEZONE,
  );
  // Sessions and appointments are dated from today in the centre's zone, so the demo always has
  // a past fortnight and coming weeks; seeding again on another day moves them. Today is the
  // centre's day (queueDateOf) even when it is closed: its queue, its desks and its checked-in
  // appointment are that day's (scripts/seed/demo-centre.ts, demoSlotsForDay). Nothing is dated
  // after this moment (scripts/seed/demo-time.ts).
  const seededAt = new Date();
  const today = localDateTime(settings, seededAt).date;
  const centre = demoCentre({
    today,
    now: seededAt,
    settings,
    services: services as unknown as DemoService[],
    staff: users,
    examSessions: booking.examSessions,
  });
  const jobs = demoJobs({ today, now: seededAt, settings, staff: users });
  const renewals = demoLicenceRenewals({ today, now: seededAt, settings, staff: users });
  const bank = demoBank({ today, now: seededAt, settings, staff: users });
  const storage = await storageEmulator();

  // Every record is written complete (reference, history, counters, claims), so the Firestore
  // triggers would have nothing to do; with hundreds of writes they would still start workers
  // that swamp a small machine. The Functions emulator's background triggers are off meanwhile.
  // Auth accounts and Storage files start no triggers: they go on while Firestore is written.
  const accounts = seedAccounts(app, users, password);
  const uploads = storage.available
    ? uploadFiles(app, [
        ...centre.files,
        ...renewals.flatMap((renewal) => renewal.files),
        ...bank.files,
      ])
    : Promise.resolve();
  // Awaited below; until then a failure must not count as an unhandled rejection.
  for (const pending of [accounts, uploads]) pending.catch(() => undefined);
  const resumeTriggers = await pauseBackgroundTriggers();
  try {
    await writeInBatches(db, [
      ...users.map((user) => ({
        path: `${COLLECTIONS.users}/${user.uid}`,
        data: userRecord(user),
      })),
      ...services.map(({ id, ...service }) => ({
        path: `${COLLECTIONS.services}/${id}`,
        data: {
          ...service,
          slug: id,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        },
      })),
      { path: BOOKING_SETTINGS_PATH, data: settings },
      ...demoWrites(centre, { withDocuments: storage.available }),
      ...demoJobWrites(jobs),
      ...demoLicenceRenewalWrites(renewals, { withDocuments: storage.available }),
      ...demoBankWrites(bank, { withDocuments: storage.available }),
    ]);
    // The dashboard's rollups (stats/*), recomputed from what was just written: the triggers
    // that keep them are off while seeding.
    await rebuildStats(db, { timezone: settings.timezone, today });
    // The reports' daily rollups (reportDays/*) of every day the demo data covers.
    await rebuildReportDays(db, settings.timezone, today);
  } finally {
    // Switching them on again reloads the functions (a few seconds): meanwhile the accounts and
    // the uploads finish. A failure of either is reported once the triggers are on.
    await Promise.allSettled([resumeTriggers(), accounts, uploads]).then((results) => {
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    });
  }
  // With the triggers on, so the sender delivers them to the local mail sink.
  const mails = await queueDemoMails(db, hostingUrl());
  return {
    users,
    password,
    counts: {
      ...demoCounts(centre, { withDocuments: storage.available }),
      jobs: jobs.length,
      licenceRenewals: renewals.length,
      bankRequests: bank.requests.length,
      bankClients: bank.clients.length,
      commissions: bank.commissions.length,
      mails,
    },
    documentsNotice: storage.available ? null : storage.reason,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The demo data's days: the visits' past fortnight, applications and bank two months back. */
const REPORT_DAYS_BACK = 62;
/** Appointments and exam sessions ahead. */
const REPORT_DAYS_AHEAD = 30;

/** Rebuilds reportDays/{day} for every day the demo data covers, a few days at a time. */
async function rebuildReportDays(db: Firestore, timezone: string, today: string): Promise<void> {
  const days = Array.from({ length: REPORT_DAYS_BACK + REPORT_DAYS_AHEAD + 1 }, (_, i) =>
    addDays(today, i - REPORT_DAYS_BACK),
  );
  for (let i = 0; i < days.length; i += 8) {
    await Promise.all(days.slice(i, i + 8).map((day) => rebuildReportDayFor(db, day, timezone)));
  }
}

function userRecord(user: DemoUser) {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    role: user.role,
    isActive: true,
    status: 'active',
    department: user.department,
    permissions: isRole(user.role) ? [...ROLE_PERMISSIONS[user.role]] : [],
    language: 'en',
    // Demo accounts skip the forced first-sign-in password change that seeded production
    // accounts get (docs/product.md §12.2), so a newcomer can look around at once.
    mustChangePassword: false,
    // Marks demo records as seeded, so 'Initialize Default Users' still works on the emulator.
    createdBy: SEED_CREATOR,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/**
 * The Auth accounts, with the claims the claims trigger would give their users/{uid} records
 * (the trigger is paused while seeding), so the accounts work the moment this script ends.
 */
async function seedAccounts(app: App, users: DemoUser[], password: string): Promise<void> {
  const auth = getAuth(app);
  await Promise.all(
    users.map(async (user) => {
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
      await auth.setCustomUserClaims(user.uid, { ...claimsFor(userRecord(user), []) });
    }),
  );
}

/** Firestore takes at most 500 writes per batch; the batches are committed side by side. */
const BATCH_LIMIT = 500;

async function writeInBatches(
  db: Firestore,
  writes: readonly { path: string; data: Record<string, unknown> }[],
): Promise<void> {
  const commits: Promise<unknown>[] = [];
  for (let first = 0; first < writes.length; first += BATCH_LIMIT) {
    const batch = db.batch();
    for (const { path, data } of writes.slice(first, first + BATCH_LIMIT)) {
      batch.set(db.doc(path), data);
    }
    commits.push(batch.commit());
  }
  await Promise.all(commits);
}

// ---- Functions emulator: background triggers off while seeding ----

function emulatorConfig(): Record<string, { host: string; port: number }> {
  return (
    JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
      emulators: Record<string, { host: string; port: number }>;
    }
  ).emulators;
}

/** Where the Hosting emulator serves the site (firebase.json): the links in the demo's mails. */
function hostingUrl(): string {
  const hosting = emulatorConfig().hosting;
  return `http://${hosting?.host}:${hosting?.port}`;
}

/** The emulator hub: `firebase emulators:exec` says where; firebase.json pins it otherwise. */
function hubUrl(path: string): string {
  const pinned = emulatorConfig().hub;
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? `${pinned?.host}:${pinned?.port}`;
  return `http://${hub}${path}`;
}

/**
 * Switches the Functions emulator's background triggers off and returns what switches them on
 * again (call it in a finally). Without a Functions emulator (the hub refuses, or no hub) there
 * is nothing to switch and the returned function does nothing.
 */
async function pauseBackgroundTriggers(): Promise<() => Promise<void>> {
  const nothing = async () => {};
  try {
    const response = await fetch(hubUrl('/functions/disableBackgroundTriggers'), {
      method: 'PUT',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return nothing;
  } catch {
    return nothing;
  }
  return async () => {
    const response = await fetch(hubUrl('/functions/enableBackgroundTriggers'), { method: 'PUT' });
    if (!response.ok) {
      throw new Error(
        `Could not switch the background triggers on again: ${response.status} ${await response.text()}`,
      );
    }
  };
}

// ---- Storage: the applications' documents, only where the Storage emulator runs ----

async function storageEmulator(): Promise<{ available: boolean; reason: string }> {
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (!host) return { available: false, reason: 'FIREBASE_STORAGE_EMULATOR_HOST is not set' };
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) });
    return { available: true, reason: '' };
  } catch {
    return { available: false, reason: `no Storage emulator answers at ${host}` };
  }
}

/** The bucket the web app uses (web/.env.emulator: VITE_FIREBASE_STORAGE_BUCKET). */
function storageBucket(projectId: string): string {
  return `${projectId}.appspot.com`;
}

/** Uploads the documents (small PDFs and PNGs), a few at a time. */
async function uploadFiles(app: App, files: readonly DemoFile[]): Promise<void> {
  const projectId = app.options.projectId ?? process.env.GCLOUD_PROJECT ?? 'demo-service-centre';
  const bucket = getStorage(app).bucket(storageBucket(projectId));
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      await bucket
        .file(file.path)
        .save(file.bytes, { contentType: file.contentType, resumable: false });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-service-centre';
  seed(projectId)
    .then(({ users, counts, documentsNotice, seconds }) => {
      const centre = Object.entries(counts)
        .map(([name, count]) => `${count} ${name}`)
        .join(', ');
      console.log(
        `Seeded ${users.length} demo accounts, the services catalogue and the demo centre (${centre}) in ${seconds.toFixed(1)} s.`,
      );
      if (documentsNotice) {
        console.log(`notice: applications seeded without their documents: ${documentsNotice}.`);
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
