// Benchmark of the dashboard's cost (docs/product.md "Dashboard": at most 10 billed document reads
// per load, whatever the data size) on the RUNNING emulators. Not a test: it prints a table.
// For 0 and 10,000 applications (BENCH_APPLICATIONS=0,10000 to choose), it fills a project of its
// own (demo-dashboard-bench: the Functions emulator's triggers watch the default project only, so
// none runs) with the applications, a fixed day of visits, tasks, messages, appointments, bank
// requests, clients and commissions, and queue summaries, rebuilds the rollups with
// rebuildStats (the seed's path), then loads each role's dashboard BENCH_RUNS times (default 3)
// through loadDashboard, the page's own code, with a ReadMeter: the billed reads per role, and
// the median and worst load time.
//
// Run (the emulators' ports are shared; emulators-exec takes the machine-wide lock itself):
//   node scripts/emulators-exec.mjs "npx tsx scripts/bench-dashboard.ts"
// or, with `npm start` already running in another terminal:
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npm run bench:dashboard
//
// It refuses to run unless FIRESTORE_EMULATOR_HOST is set, and writes only to its own project,
// which it empties first.
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import type { Firestore as WebFirestore } from 'firebase/firestore';
import { APPLICATION_STATUSES } from '../domain/src/applications';
import { DEFAULT_BOOKING_SETTINGS, addDays } from '../domain/src/bookings';
import { COLLECTIONS } from '../domain/src/collections';
import { DASHBOARD_READ_BUDGET } from '../domain/src/dashboard';
import type { Role } from '../domain/src/roles';
import { queueDateOf } from '../domain/src/visits';
import { rebuildStats } from './seed/rebuild-stats';
import { loadDashboard } from '../web/src/data/dashboard/load-dashboard';
import { ReadMeter } from '../web/src/data/dashboard/read-meter';

const host = process.env.FIRESTORE_EMULATOR_HOST;
if (!host)
  throw new Error('Set FIRESTORE_EMULATOR_HOST: the benchmark runs only on the emulators.');
const [emulatorHost = '127.0.0.1', emulatorPort = '8080'] = host.split(':');

const PROJECT = 'demo-dashboard-bench';
const SIZES = (process.env.BENCH_APPLICATIONS ?? '0,10000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROLES: readonly Role[] = ['receptionist', 'agent', 'manager', 'admin', 'bank_agent'];
const TZ = DEFAULT_BOOKING_SETTINGS.timezone;
const NOW = new Date();
const TODAY = queueDateOf(NOW, TZ);
const DAY_MS = 86_400_000;
const uid = (role: Role) => `bench-${role}`;

const admin = getFirestore(
  getApps().find((app) => app.name === PROJECT) ?? initializeApp({ projectId: PROJECT }, PROJECT),
);
const env = await initializeTestEnvironment({
  projectId: PROJECT,
  firestore: { host: emulatorHost, port: Number(emulatorPort) },
});

async function fill(applications: number) {
  await env.clearFirestore();
  const writer = admin.bulkWriter();
  for (let i = 0; i < applications; i += 1) {
    void writer.set(admin.collection(COLLECTIONS.applications).doc(`app-${i}`), {
      kind: i % 10 === 0 ? 'hca' : 'service',
      status: APPLICATION_STATUSES[i % APPLICATION_STATUSES.length],
      createdAt: Timestamp.fromMillis(NOW.getTime() - (i % 30) * DAY_MS),
      assignedTo: i % 3 === 0 ? uid('agent') : i % 3 === 1 ? uid('manager') : null,
    });
  }
  for (let i = 0; i < 40; i += 1) {
    void writer.set(admin.collection(COLLECTIONS.visits).doc(`visit-${i}`), {
      queueDate: TODAY,
      status: i < 10 ? 'waiting' : 'completed',
      waitMinutes: i < 10 ? null : 5 + (i % 20),
      assignedTo: i % 4 === 0 ? uid('agent') : null,
    });
    void writer.set(admin.collection(COLLECTIONS.tasks).doc(`task-${i}`), {
      assignedTo: i % 2 === 0 ? uid('agent') : uid('manager'),
      status: i % 3 === 0 ? 'done' : 'open',
      dueDate: addDays(TODAY, (i % 7) - 3),
    });
    void writer.set(admin.collection(COLLECTIONS.messages).doc(`message-${i}`), {
      recipientId: i % 2 === 0 ? uid('agent') : uid('manager'),
      read: i % 3 === 0,
    });
    void writer.set(admin.collection(COLLECTIONS.appointments).doc(`appointment-${i}`), {
      date: addDays(TODAY, (i % 5) - 2),
      status: i % 6 === 0 ? 'no_show' : 'booked',
    });
    const bankAgent = i % 2 === 0 ? uid('bank_agent') : uid('agent');
    void writer.set(admin.collection(COLLECTIONS.bankRequests).doc(`bank-request-${i}`), {
      status: ['new', 'contacted', 'converted', 'closed'][i % 4],
    });
    void writer.set(admin.collection(COLLECTIONS.bankClients).doc(`bank-client-${i}`), {
      agentId: bankAgent,
      status: i % 3 === 0 ? 'active' : 'kyc_pending',
    });
    void writer.set(admin.collection(COLLECTIONS.commissions).doc(`commission-${i}`), {
      agentId: bankAgent,
      month: addDays(TODAY, -(i % 90)).slice(0, 7),
      amountCents: 500 + (i % 5) * 500,
    });
  }
  void writer.set(admin.collection(COLLECTIONS.queueDisplays).doc(TODAY), {
    queueDate: TODAY,
    services: { passports: { waiting: 10, oldestWaitingSince: NOW.getTime() - 600_000 } },
    recentCalls: [],
  });
  void writer.set(admin.collection(COLLECTIONS.queueBoards).doc(TODAY), {
    queueDate: TODAY,
    desks: {},
  });
  await writer.close();
  await rebuildStats(admin, { timezone: TZ, today: TODAY });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const rows: string[][] = [];
for (const size of SIZES) {
  const filled = performance.now();
  await fill(size);
  console.log(
    `${size} applications written and rolled up in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
  );
  for (const role of ROLES) {
    const times: number[] = [];
    let reads = 0;
    let failed: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await env.withSecurityRulesDisabled(async (context) => {
        const meter = new ReadMeter();
        const started = performance.now();
        const data = await loadDashboard(context.firestore() as unknown as WebFirestore, {
          user: { uid: uid(role), role },
          now: NOW,
          meter,
        });
        times.push(performance.now() - started);
        reads = Math.max(reads, meter.reads);
        failed = data.failed;
      });
    }
    rows.push([
      String(size),
      role,
      String(reads),
      reads <= DASHBOARD_READ_BUDGET ? 'yes' : 'NO',
      median(times).toFixed(0),
      Math.max(...times).toFixed(0),
      failed.join(' ') || '-',
    ]);
  }
}

const header = [
  'applications',
  'role',
  'reads',
  `<= ${DASHBOARD_READ_BUDGET}`,
  'load p50 ms',
  'max ms',
  'failed',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(`\nDashboard loads (${RUNS} runs per role; reads as Firestore bills them)\n`);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
rows.forEach((row) => console.log(line(row)));

await env.clearFirestore();
await env.cleanup();
process.exit(rows.some((row) => row[3] === 'NO') ? 1 : 0);
