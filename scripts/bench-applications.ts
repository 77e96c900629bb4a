// Benchmark of the staff applications list at 100 and 10,000 applications (issue 17: the first
// page of 25 opens in the same time whatever the size, because the list reads cursor pages, never
// an offset). Not a test of speed: it prints a table, and fails only when a page is wrong.
// Each size (BENCH_APPLICATIONS=100,10000 to choose) has a project of its own on the emulator
// (demo-applications-bench-<size>; the Functions emulator's triggers watch the default project
// only), emptied first, into which it writes that many applications with the Admin SDK (batches
// of 500): copies of the demo centre's applications (scripts/seed/demo-centre.ts) under their own
// ids, references and submission times, each checked first against the domain's schemas as the
// seed's test checks the demo's. Then, through the client SDK as the demo agent (the claims the
// claims trigger gives an active agent, firestore.rules loaded: the rules apply, and the same
// query without a sign-in is refused), it opens the list as /applications does with no filter
// (newest first): the first page with the web data layer's own query (applicationsPageQuery,
// which getApplicationsPage runs) and readCursorPage, then the second page after its cursor.
// BENCH_WARMUPS (2) unmeasured rounds, then BENCH_RUNS (15) measured ones; each round visits the
// sizes in turn, so the load of a shared machine falls on every size alike.
// It prints per size and page the documents read (a query is billed one read per document
// returned: 25, not N) and the median and p95 time, the ratios largest / smallest size, and, as
// the emulator's own baseline, the time of a query that matches no application. The emulator
// answers queries without production's indexes, and its times grow with N even for a query that
// returns nothing (the baseline row, measured 6x from 100 to 10,000); production serves the page
// from an index, at a cost that follows the documents read ("The Firestore Emulator is not built
// to scale": https://github.com/firebase/firebase-tools-ui/issues/549). It exits 1 when a page is
// not exactly the next 25 applications in the list's order or reads more than 25 documents;
// timings never fail it (a shared 2-core machine).
//
// Run:
//   npm run bench:applications
// starts the Firestore emulator alone (`firebase emulators:exec --only firestore`) under the
// machine-wide lock /tmp/centre-emulators.lock (the emulators use fixed ports) and runs itself
// inside. With the emulators already running (`npm start`, or inside emulators-exec, which holds
// the lock): FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npm run bench:applications
//
// It writes only to its own projects, which it empties first and last.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import {
  collection,
  getDocs,
  limit,
  query,
  where,
  type Firestore as WebFirestore,
} from 'firebase/firestore';
import {
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  applicationRecordSchema,
  publicApplicationSchema,
} from '../domain/src/applications';
import { bookingSettingsSchema, localDateTime } from '../domain/src/bookings';
import { COLLECTIONS } from '../domain/src/collections';
import { claimsFor } from '../domain/src/users';
import { percentile } from './lib/bench';
import {
  demoCentre,
  type DemoData,
  type DemoExamSession,
  type DemoService,
  type DemoStaff,
} from './seed/demo-centre';
import { readCursorPage, type CursorPage } from '../web/src/data/cursor-pages';
import type { ApplicationRecord } from '../web/src/data/applications/converter';
import { NO_FILTERS, type ApplicationListParams } from '../web/src/data/applications/keys';
import { PAGE_SIZE, applicationsPageQuery } from '../web/src/data/applications/list-query';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const host = process.env.FIRESTORE_EMULATOR_HOST;
if (!host) process.exit(await runInsideEmulator());

/** Re-runs this script inside `firebase emulators:exec --only firestore`, under the lock. */
async function runInsideEmulator(): Promise<number> {
  const { execInEmulators } = await import('./lib/emulators.mjs');
  return execInEmulators('npx tsx scripts/bench-applications.ts', { only: ['firestore'] });
}

const [emulatorHost = '127.0.0.1', emulatorPort = '8080'] = host.split(':');
const SIZES = (process.env.BENCH_APPLICATIONS ?? '100,10000').split(',').map(Number);
const WARMUPS = Number(process.env.BENCH_WARMUPS ?? 2);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const BATCH = 500;
/** What /applications opens with: every kind, no filter, newest first. */
const LIST: ApplicationListParams = { scope: 'all', filters: NO_FILTERS, sort: 'newest' };
const RULES = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');

// ---------------------------------------------------------------------------------------------
// The applications: the demo centre's, as the seed builds them from emulator-data/.

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(join(ROOT, 'emulator-data', file), 'utf8')) as T;
const { users } = readJson<{ users: DemoStaff[] }>('users.json');
const booking = readJson<{ settings: unknown; examSessions: DemoExamSession[] }>('booking.json');
const settings = bookingSettingsSchema.parse(booking.settings);
const NOW = new Date();
const templates = demoCentre({
  today: localDateTime(settings, NOW).date,
  now: NOW,
  settings,
  services: readJson<DemoService[]>('services.json'),
  staff: users,
  examSessions: booking.examSessions,
}).applications.map(({ id, data }) => ({ id, data }));
const agent: DemoStaff = (() => {
  const found = users.find((user) => user.role === 'agent');
  if (!found) throw new Error('emulator-data/users.json has no agent');
  return found;
})();

/** Application `index` of the set of `size`: a UUID (the id is the clientRequestId) per set. */
const applicationId = (size: number, index: number) =>
  `${size.toString(16).padStart(8, '0')}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

function referenceOf(serial: number): string {
  let code = '';
  for (let rest = serial, i = 0; i < 6; i += 1, rest = Math.floor(rest / 31)) {
    code = (REFERENCE_ALPHABET[rest % 31] ?? '2') + code;
  }
  return `APP-${code}`;
}

/**
 * Application `index` of `size`: the demo application `index % templates` with its own id,
 * reference and document paths, every time moved `index` ms earlier (so times stay distinct and
 * in their order), checked as the seed's test checks the demo's.
 */
function application(size: number, index: number): { id: string; data: DemoData } {
  const template = templates[index % templates.length];
  if (!template) throw new Error('The demo centre has no applications');
  const id = applicationId(size, index);
  const data: DemoData = {};
  for (const [key, value] of Object.entries(template.data)) {
    data[key] = value instanceof Timestamp ? Timestamp.fromMillis(value.toMillis() - index) : value;
  }
  data.clientRequestId = id;
  data.reference = referenceOf(size * 20_000 + index);
  data.documents = (template.data.documents as { path: string }[]).map((document) => ({
    ...document,
    path: document.path.replace(`applications/${template.id}/`, `applications/${id}/`),
  }));
  applicationRecordSchema.parse({ ...data, id });
  publicApplicationSchema.parse({ ...data, status: 'submitted', source: 'online' });
  if (!REFERENCE_PATTERN.test(String(data.reference))) throw new Error(`${id}: bad reference`);
  return { id, data };
}

// ---------------------------------------------------------------------------------------------
// One size: its project, its applications, its readers

interface SizeUnderTest {
  size: number;
  env: RulesTestEnvironment;
  /** The client SDK signed in as the demo agent, and without a sign-in. */
  staffDb: WebFirestore;
  visitorDb: WebFirestore;
  /** Every application id in the list's order (newest first). */
  order: string[];
  times: Record<Measured, number[]>;
  /** The most documents a read returned. */
  reads: Record<Measured, number>;
}

type Measured = 'first page' | 'second page' | 'no match';
const MEASURED: readonly Measured[] = ['first page', 'second page', 'no match'];

const claims = claimsFor(
  { uid: agent.uid, role: agent.role, isActive: true, status: 'active', mustChangePassword: false },
  [],
);
if (!claims.perms.includes('view_applications')) {
  throw new Error('The agent cannot list applications');
}

/** The project of `size`, emptied, then its applications written in batches of 500. */
async function prepare(size: number): Promise<SizeUnderTest> {
  const projectId = `demo-applications-bench-${size}`;
  const env = await initializeTestEnvironment({
    projectId,
    firestore: { host: emulatorHost, port: Number(emulatorPort), rules: RULES },
  });
  await env.clearFirestore();
  const admin = getFirestore(
    getApps().find((app) => app.name === projectId) ?? initializeApp({ projectId }, projectId),
  );
  const written = Array.from({ length: size }, (_, index) => application(size, index));
  for (let start = 0; start < size; start += BATCH) {
    const batch = admin.batch();
    for (const { id, data } of written.slice(start, start + BATCH)) {
      batch.set(admin.collection(COLLECTIONS.applications).doc(id), data);
    }
    await batch.commit();
  }
  const stored = (await admin.collection(COLLECTIONS.applications).count().get()).data().count;
  if (stored !== size) throw new Error(`${stored} applications stored, ${size} written`);
  // Firestore's order: createdAt descending, then (the last order's direction) the id descending.
  const millis = (entry: { data: DemoData }) => (entry.data.createdAt as Timestamp).toMillis();
  const order = written
    .sort((a, b) => millis(b) - millis(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map(({ id }) => id);
  return {
    size,
    env,
    staffDb: env
      .authenticatedContext(agent.uid, { ...claims })
      .firestore() as unknown as WebFirestore,
    visitorDb: env.unauthenticatedContext().firestore() as unknown as WebFirestore,
    order,
    times: { 'first page': [], 'second page': [], 'no match': [] },
    reads: { 'first page': 0, 'second page': 0, 'no match': 0 },
  };
}

const problems = new Set<string>();

/** One timed read; `reads` as Firestore bills a query: one per document returned, at least one. */
async function measure<T>(
  target: SizeUnderTest,
  what: Measured,
  keep: boolean,
  read: () => Promise<T[]>,
): Promise<T[]> {
  const started = performance.now();
  const rows = await read();
  if (keep) target.times[what].push(performance.now() - started);
  target.reads[what] = Math.max(target.reads[what], rows.length, 1);
  return rows;
}

/** One round on one size: the first page, the second after its cursor, the emulator baseline. */
async function round(target: SizeUnderTest, keep: boolean) {
  const { staffDb, order, size } = target;
  let last: CursorPage<ApplicationRecord>['last'] = null;
  for (const [what, expected] of [
    ['first page', order.slice(0, PAGE_SIZE)],
    ['second page', order.slice(PAGE_SIZE, 2 * PAGE_SIZE)],
  ] as const) {
    const after = last;
    const rows = await measure(target, what, keep, async () => {
      const page = await readCursorPage(applicationsPageQuery(staffDb, LIST, after), PAGE_SIZE);
      last = page.last;
      return page.rows;
    });
    const ids = rows.map((row) => row.id);
    if (ids.length !== PAGE_SIZE) problems.add(`${size}: the ${what} has ${ids.length} documents`);
    else if (ids.join() !== expected.join()) {
      problems.add(`${size}: the ${what} is not the next ${PAGE_SIZE} applications in order`);
    }
  }
  // The baseline: a query the emulator must walk the whole collection for, returning nothing.
  await measure(target, 'no match', keep, async () => {
    const none = query(
      collection(staffDb, COLLECTIONS.applications),
      where('serviceId', '==', 'bench-no-such-service'),
      limit(PAGE_SIZE),
    );
    return (await getDocs(none)).docs;
  });
}

console.log(
  `${templates.length} demo applications as templates; ${WARMUPS} warm-ups, then ${RUNS} runs`,
);
const targets: SizeUnderTest[] = [];
for (const size of SIZES) {
  const started = performance.now();
  const target = await prepare(size);
  targets.push(target);
  console.log(
    `${size.toLocaleString('en')} applications: project emptied, rules loaded, written and counted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // The rules do apply: the same page without a staff sign-in is refused.
  await assertFails(getDocs(applicationsPageQuery(target.visitorDb, LIST, null)));
}
for (let run = 0; run < WARMUPS + RUNS; run += 1) {
  for (const target of targets) await round(target, run >= WARMUPS);
}
for (const target of targets) {
  for (const what of ['first page', 'second page'] as const) {
    if (target.reads[what] > PAGE_SIZE) {
      problems.add(`${target.size}: the ${what} read ${target.reads[what]} documents`);
    }
  }
  await target.env.clearFirestore();
  await target.env.cleanup();
}

// ---------------------------------------------------------------------------------------------
// The table

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 };
};
const header = ['applications', 'read', 'docs read', 'median ms', 'p95 ms', 'max ms'];
const cells = targets.flatMap((target) =>
  MEASURED.map((what) => {
    const { median, p95, max } = stats(target.times[what]);
    return [
      target.size.toLocaleString('en'),
      what === 'no match' ? 'no match (emulator baseline)' : what,
      what === 'no match' ? '0' : String(target.reads[what]),
      median.toFixed(1),
      p95.toFixed(1),
      max.toFixed(1),
    ];
  }),
);
const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
const format = (line: string[]) =>
  `| ${line.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
console.log(
  `\nStaff applications list (/applications, newest first, pages of ${PAGE_SIZE}) on the Firestore emulator: ${RUNS} runs after ${WARMUPS} warm-ups, sizes in turn\n`,
);
console.log(format(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
cells.forEach((line) => console.log(format(line)));

const [smallest, largest] = [
  targets.reduce((a, b) => (b.size < a.size ? b : a)),
  targets.reduce((a, b) => (b.size > a.size ? b : a)),
];
if (smallest !== largest) {
  console.log('');
  for (const what of MEASURED) {
    const [small, large] = [stats(smallest.times[what]), stats(largest.times[what])];
    console.log(
      `${what}, ${largest.size.toLocaleString('en')} / ${smallest.size.toLocaleString('en')}: median ${(large.median / small.median).toFixed(2)}x, p95 ${(large.p95 / small.p95).toFixed(2)}x`,
    );
  }
}

if (problems.size) {
  console.error(`\nFAILED:\n${[...problems].map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `\nEvery page held the next ${PAGE_SIZE} applications and read ${PAGE_SIZE} documents.`,
);
process.exit(0);
