// What the demo is generated from: the accounts, services and booking settings in emulator-data/,
// read and checked once for scripts/seed.ts and for the web build, which pre-renders the demo's
// published jobs when it is wired to the emulators (scripts/build-web.mjs).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookingSettingsInputSchema, localDateTime } from '../../domain/src/bookings';
import { isRole } from '../../domain/src/roles';
import type { DemoExamSession } from './demo-centre';
import { demoJobs } from './demo-jobs';

const dataDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'emulator-data');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as T;

export interface DemoUser {
  uid: string;
  email: string;
  displayName: string;
  role: string;
  department: string;
}
export interface ServiceSeed {
  id: string;
  [field: string]: unknown;
}
/** emulator-data/booking.json: the calendar, and exam sessions as days from today. */
export interface BookingSeed {
  settings: unknown;
  examSessions: DemoExamSession[];
}

/**
 * The seed files, checked: the calendar's settings (in `timezone` when given: the e2e suites
 * move the centre, tests/e2e/global-setup.ts; an unknown zone fails here, before anything is
 * written) and each account's role.
 */
export function readDemoInputs(timezone?: string) {
  const { password, users } = readJson<{ password: string; users: DemoUser[] }>('users.json');
  const services = readJson<ServiceSeed[]>('services.json');
  const booking = readJson<BookingSeed>('booking.json');
  const settings = bookingSettingsInputSchema.parse(
    timezone ? { ...(booking.settings as object), timezone } : booking.settings,
  );
  for (const user of users) {
    if (!isRole(user.role)) throw new Error(`emulator-data/users.json: unknown role ${user.role}`);
  }
  return { password, users, services, booking, settings };
}

/**
 * The demo's jobs as documents ({id, ...fields}, Timestamps included), dated from `now` in the
 * centre's zone as the seed dates them: what a build for the emulators pre-renders.
 */
export function demoJobDocuments(now = new Date()): ({ id: string } & Record<string, unknown>)[] {
  const { settings, users } = readDemoInputs();
  return demoJobs({ today: localDateTime(settings, now).date, now, settings, staff: users }).map(
    (job) => ({ id: job.id, ...job.data }),
  );
}
