// Where a public page's blocking time goes (issue 17's TBT goal): not a test. For each page it
// loads the built app RUNS times in Debian's Chromium with the CPU slowed 4x (as Lighthouse's
// mobile profile does), records a Chromium trace, and prints the median blocking time after the
// first contentful paint (each main-thread task's time beyond 50 ms, summed) and, for the median
// run, each long task with the trace's names for its work (Layout, ParseHTML,
// v8.evaluateModule...). Then one more load with a JavaScript profile says which functions each
// long task spent its time in. The medians come from loads without the profiler: with it on, V8
// compiles differently, and a task that compiled a large function on the main thread (300 ms at
// 4x) showed as 69 ms.
// Lighthouse (bench-lighthouse.mjs) gives the score; this tells what to change. It also prints
// when a pre-rendered page went live (its form gate opened: the visitor can type from then on)
// and, per long task, the outermost file on the stack (which file's code the task ran: a
// module's evaluation names the module, where the innermost functions may all be zod's).

//
//   npm run build --workspace functions && npm run build --workspace web -- --mode emulator
//   npm run bench:long-tasks -- / /services/passport-renewal
//
// It starts the emulators (as `npm test` does, under the same machine-wide lock), seeds the demo
// data, waits for a quiet CPU and serves the built app from the Hosting emulator.
// The e2e tests' Playwright (tests/package.json), which npm ci installs at the root.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { inEmulatorsWithDemoData } from './lib/browser-bench.mjs';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
// After the load event: the page's refresh reads and late modules run in this window.
const SETTLE_MS = 9000;
const DEFAULT_PAGES = ['/', '/services', '/services/passport-renewal', '/jobs', '/contact'];

const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const PAGES = chosen.length > 0 ? chosen : DEFAULT_PAGES;

await inEmulatorsWithDemoData('scripts/bench-long-tasks.mjs', PAGES);

const base = process.env.E2E_BASE_URL;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const summary = [];
try {
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await traceRun(`${base}${page}`));
    const byBlocking = [...runs].sort((a, b) => a.blockingMs - b.blockingMs);
    const median = byBlocking[Math.floor(RUNS / 2)];
    const live = medianOf(runs.map((run) => run.liveMs).filter((ms) => ms !== null));
    summary.push({ page, median, runs, live });
    console.log(
      `\n## ${page}: blocking after FCP ${median.blockingMs} ms (median of ${RUNS}; runs ${runs.map((r) => r.blockingMs).join(', ')}), FCP ${median.fcpMs} ms, live at ${live ?? '-'} ms`,
    );
    for (const task of median.longTasks) {
      console.log(`- at ${task.startMs} ms, ${task.durationMs} ms: [${task.work}]`);
    }
    const profiled = await traceRun(`${base}${page}`, { profile: true });
    console.log(
      `\nWhere the time went, in one more load with the JavaScript profiler on (blocking ${profiled.blockingMs} ms; its tasks differ from the ones above):`,
    );
    for (const task of profiled.longTasks) {
      console.log(
        `- at ${task.startMs} ms, ${task.durationMs} ms: ${task.where || '(browser work)'} [${task.work}]${task.files ? ` {files: ${task.files}}` : ''}`,
      );
    }
  }
} finally {
  await browser.close();
}
console.log(
  `\n| page | blocking after FCP, median (ms) | runs | live at, median (ms) |\n| --- | --- | --- | --- |`,
);
for (const { page, median, runs, live } of summary) {
  console.log(
    `| ${page} | ${median.blockingMs} | ${runs.map((r) => r.blockingMs).join(', ')} | ${live ?? '-'} |`,
  );
}

/** The middle value (the lower of the two middle ones), or null for none. */
function medianOf(values) {
  if (values.length === 0) return null;
  return [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
}

/**
 * One load of `url` in a fresh context: its long tasks after FCP and, with `profile`, the
 * functions their time went to.
 */
async function traceRun(url, { profile: withProfile = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const tab = await context.newPage();
    // When the pre-rendered page's gate opens (web/src/prerender/state.ts): the page is live.
    // (It runs in the page: its globals through globalThis.)
    await tab.addInitScript(() => {
      const page = globalThis;
      const record = () => {
        const gate = page.document.getElementById('prerender-gate');
        if (gate && !gate.hasAttribute('disabled') && page.centreLiveAt === undefined) {
          page.centreLiveAt = page.performance.now();
        }
      };
      new page.MutationObserver(record).observe(page.document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['disabled'],
      });
    });
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events = [];
    cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    if (withProfile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    }
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing',
      transferMode: 'ReportEvents',
    });
    if (withProfile) await cdp.send('Profiler.start');
    await tab.goto(url, { waitUntil: 'load' });
    await tab.waitForTimeout(SETTLE_MS);
    const liveAt = await tab.evaluate(() => globalThis.centreLiveAt ?? null);
    const profile = withProfile ? (await cdp.send('Profiler.stop')).profile : null;
    await cdp.send('Tracing.end');
    await complete;
    return { ...longTasksOf(events, profile), liveMs: liveAt === null ? null : Math.round(liveAt) };
  } finally {
    await context.close();
  }
}

/** The renderer main thread's tasks over LONG_TASK_MS after the first contentful paint. */
function longTasksOf(events, profile) {
  const threads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // The page's main thread is the renderer thread that worked the most.
  const busy = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && threads.has(thread)) {
      busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
    }
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = (event) => `${event.pid}:${event.tid}` === main;
  // Times are printed from the navigation's start (from the first main-thread task without one).
  const origin = (
    events.find((event) => event.name === 'navigationStart' && onMain(event)) ??
    events.find((event) => event.name === 'RunTask' && onMain(event))
  ).ts;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint')?.ts ?? origin;
  const samples = profile ? sampleTimes(profile) : [];
  const longTasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        onMain(event) &&
        event.ts >= fcp &&
        event.dur > LONG_TASK_MS * 1000,
    )
    .sort((a, b) => a.ts - b.ts)
    .map((task) => ({
      startMs: Math.round((task.ts - origin) / 1000),
      durationMs: Math.round(task.dur / 1000),
      where: hotFunctions(samples, task.ts, task.ts + task.dur),
      files: hotFunctions(samples, task.ts, task.ts + task.dur, 'file'),
      work: browserWork(events.filter(onMain), task),
    }));
  return {
    fcpMs: Math.round((fcp - origin) / 1000),
    blockingMs: longTasks.reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0),
    longTasks,
  };
}

/**
 * What a task did as the trace names it (ParseHTML, EvaluateScript, v8.compile, Layout, ...):
 * its top-level events by time spent, the largest three. It names the work of a task in which
 * the JavaScript profile sampled no function of the page.
 */
function browserWork(mainEvents, task) {
  const end = task.ts + task.dur;
  const inside = mainEvents
    .filter(
      (event) =>
        event.ph === 'X' && event !== task && event.ts >= task.ts && event.ts < end && event.dur,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const byName = new Map();
  let coveredUntil = task.ts;
  for (const event of inside) {
    if (event.ts < coveredUntil) continue;
    coveredUntil = event.ts + event.dur;
    byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur);
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, dur]) => `${name} ${Math.round(dur / 1000)} ms`)
    .join(', ');
}

/**
 * Each profile sample as { time (trace microseconds), where: the function it was in, file: the
 * outermost file on its stack }.
 */
function sampleTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  const fileOf = (frame) => frame.url.replace(/.*\//, '');
  const outermostFile = (id) => {
    let file = null;
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at)?.callFrame;
      if (frame?.url) file = fileOf(frame);
    }
    return file;
  };
  const times = [];
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    const frame = nodes.get(id)?.callFrame;
    if (!frame?.url) return;
    times.push({
      time,
      where: `${frame.functionName || '(anonymous)'} in ${fileOf(frame)}`,
      file: outermostFile(id),
    });
  });
  return times;
}

/**
 * What was most sampled between `from` and `to` (`by` 'where': the functions; 'file': the
 * outermost files), with its share of the samples.
 */
function hotFunctions(samples, from, to, by = 'where') {
  const counts = new Map();
  let total = 0;
  for (const sample of samples) {
    if (sample.time < from || sample.time > to) continue;
    counts.set(sample[by], (counts.get(sample[by]) ?? 0) + 1);
    total += 1;
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([where, count]) => `${where} ${Math.round((100 * count) / total)} %`)
    .join(', ');
}
