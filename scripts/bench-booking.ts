// Benchmark of the bookAppointment callable on the RUNNING emulators (not a test: it prints a
// table, and asserts only that every call succeeded). Each level sends CALLS_PER_LEVEL calls
// through that many concurrent callers; every call is a fresh person on a slot with places left,
// so it succeeds, and callers of one level share a handful of slots, so transactions on one slot
// document do collide as they would in a rush.
//
// Run (scripts/emulators-exec.mjs starts the emulators under the machine-wide lock):
//   npm run build --workspace functions
//   node scripts/emulators-exec.mjs "npx tsx scripts/bench-booking.ts"
// or, with `npm start` already running in another terminal:
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npm run bench:booking
//
// It refuses to run unless FIRESTORE_EMULATOR_HOST is set, so it can never write to a real
// project. It writes a service `bench-booking`, its desks in settings/booking, and appointments.
import { COLLECTIONS } from '../domain/src/collections';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import {
  BOOKING_SETTINGS_PATH,
  DEFAULT_BOOKING_SETTINGS,
  addDays,
  bookingSettingsSchema,
  localDateTime,
  slotsForDay,
  type BookAppointmentInput,
} from '../domain/src/bookings';
import { callCallable, measureLevel, printLevels, projectId } from './lib/bench';

// BENCH_LEVELS=1,10 leaves out the 50-caller level: on a loaded 2-core machine the Functions
// emulator's 50 worker cold starts can outlast fetch's 300 s header timeout.
const LEVELS = (process.env.BENCH_LEVELS ?? '1,10,50').split(',').map(Number);
const CALLS_PER_LEVEL = 100;
const SERVICE_ID = 'bench-booking';
const DESKS = 50;
/** Calls per slot: half its places, so every call of a level finds room. */
const CALLS_PER_SLOT = 25;

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('Refusing to run: FIRESTORE_EMULATOR_HOST is not set (emulators only).');
  process.exit(1);
}

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId }));

/** The bench service, DESKS places per slot, and the slot times it will use (from 2 days on). */
async function prepare(slotsNeeded: number): Promise<{ date: string; start: string }[]> {
  await db.doc(`${COLLECTIONS.services}/${SERVICE_ID}`).set({
    name: 'Benchmark service',
    active: true,
    bookable: true,
    durationMinutes: 15,
  });
  const snapshot = await db.doc(BOOKING_SETTINGS_PATH).get();
  const parsed = bookingSettingsSchema.safeParse(snapshot.data());
  const settings = parsed.success ? parsed.data : DEFAULT_BOOKING_SETTINGS;
  await db
    .doc(BOOKING_SETTINGS_PATH)
    .set({ ...settings, desks: { ...settings.desks, [SERVICE_ID]: DESKS } });

  const today = localDateTime(settings, new Date()).date;
  const slots: { date: string; start: string }[] = [];
  for (let day = 2; day <= settings.bookingWindowDays && slots.length < slotsNeeded; day += 1) {
    const date = addDays(today, day);
    for (const slot of slotsForDay(settings, 15, date)) slots.push({ date, start: slot.start });
  }
  if (slots.length < slotsNeeded) throw new Error('Not enough open slots in the booking window.');
  // Earlier runs may have left counts on these slots: start from empty ones.
  const stale = await db.collection(COLLECTIONS.slots).where('serviceId', '==', SERVICE_ID).get();
  await Promise.all(stale.docs.map((d) => d.ref.delete()));
  const earlier = await db
    .collection(COLLECTIONS.appointments)
    .where('serviceId', '==', SERVICE_ID)
    .get();
  await Promise.all(earlier.docs.map((d) => d.ref.update({ status: 'cancelled' })));
  return slots.slice(0, slotsNeeded);
}

const run = Date.now().toString(36);

const callOnce = (input: BookAppointmentInput) => callCallable('bookAppointment', input);

let phones = 0;
/** A phone number no earlier bench call used (the run id keeps runs apart too). */
const benchPhone = () =>
  `+1 ${String(run).replace(/\D/g, '').slice(-3).padStart(3, '0')} ${String((phones += 1)).padStart(7, '0')}`;

/** CALLS_PER_LEVEL bookings through `concurrency` callers, CALLS_PER_SLOT on each of `slots`. */
function level(concurrency: number, slots: { date: string; start: string }[]) {
  return measureLevel(concurrency, CALLS_PER_LEVEL, (i) => {
    const slot = slots[Math.floor(i / CALLS_PER_SLOT)] as { date: string; start: string };
    return callOnce({
      serviceId: SERVICE_ID,
      date: slot.date,
      start: slot.start,
      name: `Bench ${concurrency}-${i}`,
      email: `bench-${run}-${concurrency}-${i}@example.org`,
      // A phone of each caller's own: at most 2 upcoming appointments per phone number.
      phone: benchPhone(),
      language: 'en',
      notes: '',
    });
  });
}

async function main() {
  const slotsPerLevel = Math.ceil(CALLS_PER_LEVEL / CALLS_PER_SLOT);
  // Per level: one unmeasured round that starts the Functions emulator's workers (one process per
  // concurrent request, slow to start on 2 cores), then the measured round.
  const slots = await prepare(slotsPerLevel * (2 * LEVELS.length + 1));
  // One warm-up call so the first level does not pay for the function's cold start.
  const warm = slots.slice(0, slotsPerLevel);
  await callOnce({
    serviceId: SERVICE_ID,
    ...(warm[0] as { date: string; start: string }),
    name: 'Warm-up',
    email: `bench-${run}-warmup@example.org`,
    phone: benchPhone(),
    language: 'en',
    notes: '',
  });

  const rows = [];
  let warmUps = 0;
  for (const [index, concurrency] of LEVELS.entries()) {
    const base = (2 * index + 1) * slotsPerLevel;
    const warmUp = await level(concurrency, slots.slice(base, base + slotsPerLevel));
    console.log(
      `warm-up at ${concurrency}: ${warmUp.ok}/${warmUp.calls} ok, max ${warmUp.max.toFixed(0)} ms`,
    );
    rows.push(
      await level(concurrency, slots.slice(base + slotsPerLevel, base + 2 * slotsPerLevel)),
    );
    warmUps += warmUp.ok;
  }

  printLevels(`bookAppointment on the emulators (${CALLS_PER_LEVEL} calls per level)`, rows);
  const counted = await db.collection(COLLECTIONS.slots).where('serviceId', '==', SERVICE_ID).get();
  const total = counted.docs.reduce((sum, d) => sum + (d.get('booked') as number), 0);
  console.log(
    `\nplaces counted on the bench slots: ${total} (calls that succeeded: ${rows.reduce((s, r) => s + r.ok, 0) + warmUps + 1})`,
  );
  await db
    .doc(`${COLLECTIONS.services}/${SERVICE_ID}`)
    .update({ active: false, updatedAt: FieldValue.serverTimestamp() });
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
