// Benchmark of the front desk's two busiest callables, checkInVisitor and callNextVisit, on the
// RUNNING emulators (not a test: it prints a table, and asserts only that every call succeeded).
// Each level sends CALLS_PER_LEVEL calls of each callable through that many concurrent callers,
// after an unmeasured warm-up round at the same concurrency (the Functions emulator starts one
// worker process per concurrent request, slowly on 2 cores).
// - checkInVisitor: every call a new visitor with a fresh UUID requestId, all on one service, so
//   every call draws a ticket from the same counter and updates the same day's display (the rush
//   at opening time).
// - callNextVisit {}: each caller is a member of staff with their own desk (openDesk, once, before
//   the levels) serving one service, whose line is filled (through the Admin SDK) with exactly the
//   visits the level will call; every call takes the first of the line (and the desk then ends it,
//   untimed, before its next call), so callers collide on the
//   line and on the day's display. The line shrinks from (warm-up + CALLS_PER_LEVEL) to 0 during
//   a level, and each call reads the whole line (readWaitingVisits): the figures hold for lines of
//   that length.
//
// Callers sign in to the Auth emulator as bench staff (role agent: manage_visitor_registration and
// manage_visits), created here with the claims the claims trigger would give them, and send their
// ID token and the emulator App Check token, as the web app does.
//
// Run (scripts/emulators-exec.mjs starts the emulators under the machine-wide lock):
//   npm run build --workspace functions
//   node scripts/emulators-exec.mjs "npx tsx scripts/bench-visits.ts"
// or, with `npm start` already running in another terminal:
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 npm run bench:visits
//
// It refuses to run unless FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are set, so it
// can never write to a real project. It writes two services (bench-check-in, bench-call, inactive
// again at the end), bench staff accounts and their users/{uid} records and desks (closed at the
// end), visitors and today's visits of those services.
import { COLLECTIONS } from '../domain/src/collections';
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import {
  BOOKING_SETTINGS_PATH,
  DEFAULT_BOOKING_SETTINGS,
  bookingSettingsSchema,
} from '../domain/src/bookings';
import { claimsFor, newUserRecord } from '../domain/src/users';
import {
  DEFAULT_QUEUE_SETTINGS,
  newVisitRecord,
  queueDateOf,
  ticketPrefixFor,
  type CheckInVisitorInput,
} from '../domain/src/visits';
import {
  EMULATORS,
  callCallable,
  measureLevel,
  printLevels,
  projectId,
  type LevelStats,
  type Timed,
} from './lib/bench';

// BENCH_LEVELS=1,10 leaves out the 50-caller level: on a loaded 2-core machine the Functions
// emulator's 50 worker cold starts can outlast fetch's 300 s header timeout.
const LEVELS = (process.env.BENCH_LEVELS ?? '1,10,50').split(',').map(Number);
const CALLS_PER_LEVEL = 100;
const CHECK_IN_SERVICE = 'bench-check-in';
const CALL_SERVICE = 'bench-call';
const PASSWORD = 'Bench-Password-2026';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error(
    'Refusing to run: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set (emulators only).',
  );
  process.exit(1);
}

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

const app = getApps()[0] ?? initializeApp({ projectId });
const db = getFirestore(app);
const auth = getAuth(app);

interface Caller {
  uid: string;
  idToken: string;
}

// ---- Set-up

/** The Functions emulator's background triggers off while the bench staff are written. */
async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const pinned = EMULATORS.hub;
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? `${pinned.host}:${pinned.port}`;
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  try {
    await fetch(`http://${hub}/functions/${path}`, {
      method: 'PUT',
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    // No hub (emulators started without one): the claims trigger simply runs, to the same claims.
  }
}

/** A bench member of staff (role agent), signed in: their ID token, as the web app holds it. */
async function benchStaff(index: number): Promise<Caller> {
  const uid = `bench-desk-${String(index).padStart(2, '0')}`;
  const email = `${uid}@bench.servicecentre.test`;
  const record = newUserRecord({
    uid,
    email,
    displayName: `Bench Desk ${index}`,
    role: 'agent',
    createdBy: 'bench-visits',
  });
  await db.doc(`${COLLECTIONS.users}/${uid}`).set({
    ...record,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  try {
    await auth.updateUser(uid, { email, password: PASSWORD, disabled: false });
  } catch {
    await auth.createUser({ uid, email, password: PASSWORD });
  }
  await auth.setCustomUserClaims(uid, { ...claimsFor(record, []) });
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Could not sign ${email} in: ${JSON.stringify(body)}`);
  return { uid, idToken: body.idToken };
}

async function prepare(staff: number): Promise<{ callers: Caller[]; queueDate: string }> {
  for (const id of [CHECK_IN_SERVICE, CALL_SERVICE]) {
    await db.doc(`${COLLECTIONS.services}/${id}`).set({
      name: `Benchmark ${id.replace('bench-', '')}`,
      active: true,
      bookable: false,
      durationMinutes: 15,
    });
  }
  const snapshot = await db.doc(BOOKING_SETTINGS_PATH).get();
  const parsed = bookingSettingsSchema.safeParse(snapshot.data());
  const timezone = (parsed.success ? parsed.data : DEFAULT_BOOKING_SETTINGS).timezone;
  await setBackgroundTriggers(false);
  let callers: Caller[];
  try {
    callers = [];
    // A few at a time: the Auth emulator is a single Node process on a busy machine.
    for (let first = 0; first < staff; first += 10) {
      const batch = Array.from({ length: Math.min(10, staff - first) }, (_, i) => first + i + 1);
      callers.push(...(await Promise.all(batch.map(benchStaff))));
    }
  } finally {
    await setBackgroundTriggers(true);
  }
  return { callers, queueDate: queueDateOf(new Date(), timezone) };
}

// ---- Calls

/** One timed call of `name` as `caller`; a failed fetch counts as a failed call. */
async function call(name: string, caller: Caller, data: unknown): Promise<Timed> {
  const started = performance.now();
  try {
    return await callCallable(name, data, { authorization: `Bearer ${caller.idToken}` });
  } catch (error) {
    console.error(`${name} failed: ${String(error)}`);
    return { ms: performance.now() - started, ok: false };
  }
}

/**
 * Call next, timed; then the desk ends the visit it called (untimed, through the Admin SDK), as a
 * desk does before it calls the next one (callNextVisit refuses a desk still serving its visit).
 */
async function callNextAndServe(caller: Caller): Promise<Timed> {
  const timed = await call('callNextVisit', caller, {});
  const visitId: unknown = (await db.doc(`${COLLECTIONS.desks}/${caller.uid}`).get()).get(
    'currentVisitId',
  );
  if (typeof visitId === 'string') {
    await db.doc(`${COLLECTIONS.visits}/${visitId}`).update({ status: 'completed' });
  }
  return timed;
}

let visitors = 0;
const run = Date.now().toString(36);

function checkInInput(): CheckInVisitorInput {
  visitors += 1;
  return {
    requestId: randomUUID(),
    visitor: { firstName: 'Bench', lastName: `Visitor ${run}-${visitors}`, language: 'en' },
    serviceId: CHECK_IN_SERVICE,
  };
}

/** Fills bench-call's line with `count` waiting visits of today (as checkInVisitor writes them). */
async function fillLine(count: number, queueDate: string): Promise<void> {
  const prefix = ticketPrefixFor(CALL_SERVICE, DEFAULT_QUEUE_SETTINGS);
  const now = Date.now();
  const batch = db.batch();
  for (let i = 0; i < count; i += 1) {
    const checkedInAt = Timestamp.fromMillis(now - (count - i) * 1000);
    batch.set(db.collection(COLLECTIONS.visits).doc(randomUUID()), {
      ...newVisitRecord(
        {
          visitorId: `bench-visitor-${i}`,
          visitorName: `Bench Visitor ${i}`,
          serviceId: CALL_SERVICE,
          serviceName: 'Benchmark call',
          purpose: '',
          ticket: `${prefix}-${run}-${i}`,
          queueDate,
          priority: 'normal',
          appointmentId: null,
          createdBy: 'bench-visits',
          createdByName: 'Bench',
        },
        checkedInAt,
      ),
      createdAt: checkedInAt,
    });
  }
  await batch.commit();
}

interface Row extends LevelStats {
  callable: string;
}

/** `calls` calls of `name` through `concurrency` callers (caller i uses callers[i]). */
async function level(
  name: string,
  concurrency: number,
  calls: number,
  callers: Caller[],
  input: () => unknown,
): Promise<Row> {
  const stats = await measureLevel(concurrency, calls, (_i, worker) =>
    name === 'callNextVisit'
      ? callNextAndServe(callers[worker] as Caller)
      : call(name, callers[worker] as Caller, input()),
  );
  return { callable: name, ...stats };
}

async function main() {
  const maxCallers = Math.max(...LEVELS);
  const { callers, queueDate } = await prepare(maxCallers);
  // Every desk open, serving the bench line (openDesk once per member of staff).
  for (const caller of callers) {
    const opened = await call('openDesk', caller, {
      deskName: `Bench ${caller.uid.slice(-2)}`,
      serviceIds: [CALL_SERVICE],
    });
    if (!opened.ok) throw new Error(`openDesk failed for ${caller.uid}`);
  }
  // One call of each so that the first level does not pay for the functions' cold start.
  await call('checkInVisitor', callers[0] as Caller, checkInInput());
  await fillLine(1, queueDate);
  await callNextAndServe(callers[0] as Caller);

  const rows: Row[] = [];
  for (const concurrency of LEVELS) {
    const warmUpCalls = Math.max(20, 2 * concurrency);
    const warmUp = await level('checkInVisitor', concurrency, warmUpCalls, callers, checkInInput);
    console.log(
      `checkInVisitor warm-up at ${concurrency}: ${warmUp.ok}/${warmUp.calls} ok, max ${warmUp.max.toFixed(0)} ms`,
    );
    rows.push(await level('checkInVisitor', concurrency, CALLS_PER_LEVEL, callers, checkInInput));

    await fillLine(warmUpCalls + CALLS_PER_LEVEL, queueDate);
    const warmCall = await level('callNextVisit', concurrency, warmUpCalls, callers, () => ({}));
    console.log(
      `callNextVisit warm-up at ${concurrency}: ${warmCall.ok}/${warmCall.calls} ok, max ${warmCall.max.toFixed(0)} ms`,
    );
    rows.push(await level('callNextVisit', concurrency, CALLS_PER_LEVEL, callers, () => ({})));
  }

  printLevels(
    `checkInVisitor and callNextVisit on the emulators (${CALLS_PER_LEVEL} calls per level)`,
    rows,
    { header: 'callable', of: (row) => row.callable },
  );

  // Consistency: tickets issued on the check-in service = visits of it today; nobody called twice.
  const counter = await db
    .doc(`${COLLECTIONS.counters}/tickets_${queueDate}_${CHECK_IN_SERVICE}`)
    .get();
  const checkedIn = await db
    .collection(COLLECTIONS.visits)
    .where('queueDate', '==', queueDate)
    .where('serviceId', '==', CHECK_IN_SERVICE)
    .count()
    .get();
  const tickets = (counter.get('next') as number | undefined) ?? 1;
  console.log(
    `\ntickets issued on ${CHECK_IN_SERVICE} today: ${tickets - 1} (its visits: ${checkedIn.data().count})`,
  );

  // Leave the demo as it was: the bench services inactive, the bench desks closed.
  for (const id of [CHECK_IN_SERVICE, CALL_SERVICE]) {
    await db.doc(`${COLLECTIONS.services}/${id}`).update({ active: false });
  }
  for (const caller of callers) await call('closeDesk', caller, {});
  if (rows.some((r) => r.errors > 0) || tickets - 1 !== checkedIn.data().count) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
