// What the callable benchmarks (bench-booking.ts, bench-visits.ts) share: where the emulated
// callables are, one timed call, a level of concurrent calls and its statistics, the table
// (bench-applications.ts uses the percentile).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APP_CHECK_HEADER,
  EMULATOR_APP_ID,
  emulatorAppCheckToken,
} from '../../domain/src/app-check';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** firebase.json's emulator ports. */
export const EMULATORS = (
  JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    emulators: Record<'functions' | 'hub', { host: string; port: number }>;
  }
).emulators;

export const projectId =
  process.env.GCLOUD_PROJECT ??
  (JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8')) as { projects: { default: string } })
    .projects.default;

// Every callable enforces App Check: each call carries the emulator token the web app sends on the
// emulators (unsigned; the Functions emulator decodes it without verifying: domain/src/app-check.ts).
const APP_CHECK_TOKEN = emulatorAppCheckToken(EMULATOR_APP_ID, projectId).token;

export interface Timed {
  ms: number;
  ok: boolean;
  result?: unknown;
}

/** One call of the emulated callable `name`, timed; a refusal is logged and not ok. */
export async function callCallable(
  name: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(
    `http://${EMULATORS.functions.host}:${EMULATORS.functions.port}/${projectId}/us-central1/${name}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [APP_CHECK_HEADER]: APP_CHECK_TOKEN,
        ...headers,
      },
      body: JSON.stringify({ data }),
    },
  );
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } };
  const ms = performance.now() - started;
  if (!response.ok || body.result === undefined) {
    console.error(`${name} failed: ${response.status} ${body.error?.message ?? ''}`);
    return { ms, ok: false };
  }
  return { ms, ok: true, result: body.result };
}

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export interface LevelStats {
  concurrency: number;
  calls: number;
  ok: number;
  errors: number;
  p50: number;
  p95: number;
  max: number;
  throughput: number;
}

/**
 * `calls` calls through `concurrency` workers: `callOnce(i, worker)` makes call i on worker
 * `worker` (0 to concurrency - 1); each worker makes its next call when the last one answers.
 */
export async function measureLevel(
  concurrency: number,
  calls: number,
  callOnce: (i: number, worker: number) => Promise<Timed>,
): Promise<LevelStats> {
  let next = 0;
  const results: Timed[] = [];
  const started = performance.now();
  const worker = async (index: number) => {
    for (let i = next++; i < calls; i = next++) results.push(await callOnce(i, index));
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)));
  const seconds = (performance.now() - started) / 1000;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const ok = results.filter((r) => r.ok).length;
  return {
    concurrency,
    calls: results.length,
    ok,
    errors: results.length - ok,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
    throughput: results.length / seconds,
  };
}

const STATS_HEADER = [
  'concurrency',
  'calls',
  'ok',
  'errors',
  'p50 ms',
  'p95 ms',
  'max ms',
  'calls/s',
];
const statsCells = (r: LevelStats) => [
  String(r.concurrency),
  String(r.calls),
  String(r.ok),
  String(r.errors),
  r.p50.toFixed(0),
  r.p95.toFixed(0),
  r.max.toFixed(0),
  r.throughput.toFixed(1),
];

/**
 * Prints the levels as a Markdown table under `title`, numbers right-aligned; `label`: a first,
 * left-aligned column (its header, and each row's cell).
 */
export function printLevels<Row extends LevelStats>(
  title: string,
  rows: Row[],
  label?: { header: string; of: (row: Row) => string },
) {
  const header = label ? [label.header, ...STATS_HEADER] : STATS_HEADER;
  const lines = rows.map((row) => (label ? [label.of(row), ...statsCells(row)] : statsCells(row)));
  const textColumns = label ? 1 : 0;
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  lines.forEach((line) => console.log(format(line)));
}
