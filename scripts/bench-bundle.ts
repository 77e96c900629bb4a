// Bundle-size benchmark and budgets: what a phone on a weak connection downloads. Reads the built
// app (`npm run build --workspace web`, any mode) and prints, as tables:
//   1. the first paint of the app shell (__spa-fallback.html, which every page that is not
//      pre-rendered gets): its entry script, its modulepreloads and its stylesheet; and what a
//      pre-rendered public page loads before its first paint (stylesheets only: its loader
//      fetches the app after the paint, scripts/build-web.mjs);
//   2. the toast host (mounted once a page's code sends toasts: the back office's), the auth
//      session (xstate, Firebase Auth: pages behind the route guard only) and the staff shell
//      (the signed-in layout and the route guard);
//   3. per page: what opening it adds beyond those, and what it costs in all (first paint, the
//      session for a guarded page, the staff shell for a staff page, the toast host for a page
//      that sends toasts, the page), against its budget;
//   4. the largest chunks.
// Sizes are raw, gzip (level 9) and brotli (quality 11) in kB (1000 bytes).
//
// Budgets (web/bundle-budgets.json): the first paint, the staff shell and every page's "in all"
// (gzip). `npm test` runs this after the build and fails when a figure is over its budget, so a
// change that makes a page heavier has to say so by raising the budget in the same commit. The
// file also names the goals of issue 17 (first paint <= 60 kB, every public page <= 150 kB in
// all, staff shell <= 250 kB), printed beside the figures until they are met.
//
//   npm run bench:bundle                      figures, budgets, goals; exit 1 over a budget
//   npm run bench:bundle -- --update-budgets  sets every budget to today's figure + 3 % (at
//                                             least 1 kB), for a change that has to grow a page
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROUTES, type PageId } from '@centre/domain/routes';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'web', 'dist');
const JS = 'static/js';
const BUDGETS_FILE = join(ROOT, 'web', 'bundle-budgets.json');

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

interface BudgetFile {
  $comment?: string;
  goals: { firstPaint: number; publicPage: number; staffShell: number };
  budgets: { firstPaint: number; staffShell: number; pages: Record<string, number> };
  /** Budgets `--update-budgets` never sets higher (issue 10: first paint <= 147.6 kB). */
  limits?: { firstPaint?: number };
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('web/dist/index.html not found: run `npm run build --workspace web` first.');
  process.exit(1);
}

const sizes = new Map<string, Size>();
function sizeOf(asset: string): Size {
  let size = sizes.get(asset);
  if (!size) {
    const bytes = readFileSync(join(DIST, asset));
    size = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        .length,
    };
    sizes.set(asset, size);
  }
  return size;
}

const total = (assets: Iterable<string>): Size =>
  [...assets].map(sizeOf).reduce(
    (sum, s) => ({
      raw: sum.raw + s.raw,
      gzip: sum.gzip + s.gzip,
      brotli: sum.brotli + s.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );

/** Chunks a chunk imports statically (`from"./x.js"`, `import"./x.js"`), not `import()`. */
function staticImports(asset: string): string[] {
  const code = readFileSync(join(DIST, asset), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => `${JS}/${m[1]}`);
}

/** Chunks a chunk loads with `import("./x.js")`. */
function dynamicImports(asset: string): string[] {
  const code = readFileSync(join(DIST, asset), 'utf8');
  return [...code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map(
    (m) => `${JS}/${m[1]}`,
  );
}

function closure(entries: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const asset = stack.pop() as string;
    if (seen.has(asset)) continue;
    seen.add(asset);
    if (asset.endsWith('.js')) stack.push(...staticImports(asset));
  }
  return seen;
}

const without = (assets: Iterable<string>, ...loaded: Set<string>[]) =>
  [...assets].filter((asset) => !loaded.some((set) => set.has(asset)));

const SHELL = existsSync(join(DIST, '__spa-fallback.html')) ? '__spa-fallback.html' : 'index.html';
const html = readFileSync(join(DIST, SHELL), 'utf8');
const linked = [...html.matchAll(/(?:src|href)="\/(static\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1] as string,
);
const firstPaint = closure(linked);
const chunks = readdirSync(join(DIST, JS)).filter((f) => f.endsWith('.js'));
const chunkNamed = (name: string) =>
  chunks.filter((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f)).map((f) => `${JS}/${f}`);

// Every chunk the first paint can load with import(): a page's own chunk is among them
// (page-loaders.ts), which tells it from another chunk of the same name (lib/messages.ts ->
// messages-<hash>.js beside the messages page's).
const loadedLazily = new Set(
  [...firstPaint].filter((asset) => asset.endsWith('.js')).flatMap(dynamicImports),
);
const lazyChunk = (name: string) => {
  const named = chunkNamed(name);
  return named.find((asset) => loadedLazily.has(asset)) ?? named[0];
};

// The toast host (provider.tsx) mounts once code that sends toasts has loaded (lib/toast.ts): a
// page whose files include the toast library's pays for it. The auth session (xstate, Firebase
// Auth) loads only where a page needs it: the pages behind the route guard ('open' and
// 'signedIn'), the login form, and any page on a device where someone is signed in
// (auth-session.tsx); a visitor reading public pages loads neither.
const TOAST_HOST_CHUNKS = ['notification-hosts'];
const SESSION_CHUNKS = ['session-actor', 'subscribe-to-auth-state'];
// The staff shell: the signed-in layout and the route guard (router.tsx), loaded before a staff
// page can render.
const SHELL_CHUNKS = ['app-layout', 'route-guard'];
const named = (names: string[]) =>
  names.map(lazyChunk).filter((asset): asset is string => asset !== undefined);
const toastHostChunks = named(TOAST_HOST_CHUNKS);
const toastHost = new Set(without(closure(toastHostChunks), firstPaint));
// The host's own chunk aside, what a page's files share with the host: the toast library.
const toastLibrary = new Set(without(toastHost, new Set(toastHostChunks)));
const session = new Set(without(closure(named(SESSION_CHUNKS)), firstPaint));
const staffShell = new Set(without(closure(named(SHELL_CHUNKS)), firstPaint, session));

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const header = (...names: string[]) => [row(names), row(names.map(() => '---'))].join('\n');
const sizeCells = (s: Size) => [kB(s.raw), kB(s.gzip), kB(s.brotli)];

console.log(`## First paint (${SHELL} and what it loads before the app runs)\n`);
console.log(header('asset', 'raw kB', 'gzip kB', 'brotli kB'));
for (const asset of [...firstPaint].sort())
  console.log(row([basename(asset), ...sizeCells(sizeOf(asset))]));
const firstPaintSize = total(firstPaint);
console.log(row(['**total**', ...sizeCells(firstPaintSize)]));
const commonWords = chunkNamed('locale-en-common')[0];
if (commonWords) {
  console.log(
    `\nFetched at start, in parallel with the first page (not in the total): the shell's English words, ${basename(commonWords)}, ${kB(sizeOf(commonWords).gzip)} kB gzip.`,
  );
}

// The pre-rendered pages (every index.html the build wrote): what their <head> loads before the
// first paint. Their app scripts are not there but in the loader that runs after it.
const prerendered = (function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'static' ? [] : walk(path);
    return entry.name === 'index.html' ? [path] : [];
  });
})(DIST).map((file) => {
  const text = readFileSync(file, 'utf8');
  const head = text.slice(0, text.indexOf('</head>'));
  const before = [...head.matchAll(/(?:src|href)="\/(static\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] as string,
  );
  const js = total(closure(before.filter((asset) => asset.endsWith('.js'))));
  const css = total(before.filter((asset) => asset.endsWith('.css')));
  return { file, js: js.gzip, css: css.gzip, html: gzipSync(text, { level: 9 }).length };
});
const prerenderedJs = Math.max(0, ...prerendered.map((p) => p.js));
if (prerendered.length > 0) {
  const most = (key: 'css' | 'html') => Math.max(...prerendered.map((p) => p[key]));
  console.log(
    `\nPre-rendered pages (${prerendered.length}) before their first paint, the largest: JavaScript ${kB(prerenderedJs)} kB, stylesheets ${kB(most('css'))} kB, the page itself ${kB(most('html'))} kB gzip.`,
  );
}

const table = (title: string, assets: Set<string>, totalLabel: string, totalSize: Size) => {
  console.log(`\n## ${title}\n`);
  console.log(header('asset', 'raw kB', 'gzip kB', 'brotli kB'));
  for (const asset of [...assets].sort())
    console.log(row([basename(asset), ...sizeCells(sizeOf(asset))]));
  console.log(row([totalLabel, ...sizeCells(totalSize)]));
};
table(
  'The toast host (on pages whose code sends toasts: the back office)',
  toastHost,
  '**total**',
  total(toastHost),
);
table(
  "The auth session (pages behind the route guard, the login form, a signed-in device's pages)",
  session,
  '**total**',
  total(session),
);
const staffShellSize = total(new Set([...firstPaint, ...session, ...staffShell]));
table(
  'Staff shell (the signed-in layout and the route guard)',
  staffShell,
  '**with the first paint and the session**',
  staffShellSize,
);

interface PageRow {
  page: PageId;
  staff: boolean;
  count: number;
  added: Size;
  inAll: Size;
}
const pageRows: PageRow[] = [];
const missing: string[] = [];
for (const route of ROUTES) {
  if (pageRows.some((r) => r.page === route.page)) continue;
  const chunk = lazyChunk(route.page);
  if (!chunk) {
    missing.push(route.page);
    continue;
  }
  const staff = route.access === 'signedIn';
  // The page's words in English (web/src/locales/en/<page>.json), fetched with its code.
  const own = closure([chunk, ...chunkNamed(`locale-en-${route.page}`)]);
  const sendsToasts = [...own].some((asset) => toastLibrary.has(asset));
  const before = [
    firstPaint,
    ...(route.access === 'public' ? [] : [session]),
    ...(staff ? [staffShell] : []),
    ...(sendsToasts ? [toastHost] : []),
  ];
  const added = without(own, ...before);
  const inAll = new Set([...before.flatMap((set) => [...set]), ...added]);
  pageRows.push({
    page: route.page,
    staff,
    count: added.length,
    added: total(added),
    inAll: total(inAll),
  });
}
if (missing.length > 0) {
  console.error(`\nNo chunk found for page(s) ${missing.join(', ')}: is web/dist a current build?`);
  process.exit(1);
}

const budgetFile = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as BudgetFile;
const { goals } = budgetFile;

if (process.argv.includes('--update-budgets')) {
  const grow = (bytes: number) => Math.ceil(Math.max(bytes * 1.03, bytes + 1000) / 100) / 10;
  budgetFile.budgets = {
    firstPaint: Math.min(grow(firstPaintSize.gzip), budgetFile.limits?.firstPaint ?? Infinity),
    staffShell: grow(staffShellSize.gzip),
    pages: Object.fromEntries(pageRows.map((r) => [r.page, grow(r.inAll.gzip)])),
  };
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgetFile, null, 2)}\n`);
  console.log(`\nBudgets written to ${BUDGETS_FILE}: today's figures + 3 % (at least 1 kB).`);
}

const { budgets } = budgetFile;
const over: string[] = [];
function verdict(what: string, gzip: number, budget: number | undefined, goal?: number): string[] {
  if (budget === undefined) {
    over.push(`${what}: no budget in web/bundle-budgets.json`);
    return ['—', '**no budget**', goal === undefined ? '' : goal.toFixed(0)];
  }
  const ok = gzip / 1000 <= budget;
  if (!ok) over.push(`${what}: ${kB(gzip)} kB gzip, budget ${budget} kB`);
  const goalCell =
    goal === undefined ? '' : `${goal.toFixed(0)} (${gzip / 1000 <= goal ? 'met' : 'not yet'})`;
  return [budget.toFixed(1), ok ? 'ok' : '**over**', goalCell];
}

pageRows.sort((a, b) => Number(a.staff) - Number(b.staff) || b.inAll.gzip - a.inAll.gzip);
console.log('\n## Pages: what opening one adds, and what it costs in all, gzip kB\n');
console.log(
  header('page', 'side', 'chunks', 'adds gzip', 'adds brotli', 'in all', 'budget', '', 'goal'),
);
for (const r of pageRows) {
  console.log(
    row([
      r.page,
      r.staff ? 'staff' : 'public',
      String(r.count),
      kB(r.added.gzip),
      kB(r.added.brotli),
      kB(r.inAll.gzip),
      ...verdict(
        `page ${r.page}`,
        r.inAll.gzip,
        budgets.pages[r.page],
        r.staff ? undefined : goals.publicPage,
      ),
    ]),
  );
}

console.log('\n## Budgets and goals (gzip kB)\n');
console.log(header('what', 'figure', 'budget', '', 'goal'));
console.log(
  row([
    'first paint',
    kB(firstPaintSize.gzip),
    ...verdict('first paint', firstPaintSize.gzip, budgets.firstPaint, goals.firstPaint),
  ]),
);
if (prerendered.length > 0) {
  console.log(
    row([
      'JavaScript before the first paint of a pre-rendered page',
      kB(prerenderedJs),
      '',
      '',
      `${goals.firstPaint} (${prerenderedJs / 1000 <= goals.firstPaint ? 'met' : 'not yet'})`,
    ]),
  );
}
console.log(
  row([
    'staff shell with the first paint and the session',
    kB(staffShellSize.gzip),
    ...verdict('staff shell', staffShellSize.gzip, budgets.staffShell, goals.staffShell),
  ]),
);
const publicRows = pageRows.filter((r) => !r.staff);
const heaviest = publicRows.reduce((a, b) => (b.inAll.gzip > a.inAll.gzip ? b : a));
console.log(
  row([
    `heaviest public page (${heaviest.page})`,
    kB(heaviest.inAll.gzip),
    '',
    '',
    `${goals.publicPage} (${publicRows.filter((r) => r.inAll.gzip / 1000 <= goals.publicPage).length} of ${publicRows.length} public pages met)`,
  ]),
);

const largest = chunks
  .map((f) => ({ asset: `${JS}/${f}`, size: sizeOf(`${JS}/${f}`) }))
  .sort((a, b) => b.size.gzip - a.size.gzip)
  .slice(0, 10);
console.log('\n## Largest chunks\n');
console.log(header('chunk', 'raw kB', 'gzip kB', 'brotli kB'));
for (const c of largest) console.log(row([basename(c.asset), ...sizeCells(c.size)]));
const all = total(chunks.map((f) => `${JS}/${f}`));
console.log(`\n${chunks.length} script chunks, ${kB(all.gzip)} kB gzip in all.`);

if (over.length > 0) {
  console.error(
    `\nOver budget (web/bundle-budgets.json):\n${over.map((o) => `- ${o}`).join('\n')}`,
  );
  console.error(
    'Make it lighter, or raise the budget in the same commit and say why (`npm run bench:bundle -- --update-budgets`).',
  );
  process.exit(1);
}
console.log('\nEvery figure is within its budget.');
