// Bundle-size benchmark: what a phone on a weak connection downloads. Reads the built app
// (`npm run build --workspace web` first; any mode) and prints, as tables:
//   1. the first paint: index.html's entry script, its modulepreloads and its stylesheet;
//   2. per page: the page chunk and every chunk it imports statically that the first paint has
//      not already loaded (what opening that page adds);
//   3. the largest chunks.
// Sizes are raw, gzip (level 9) and brotli (quality 11) in kB (1000 bytes). Not a test: it
// prints figures to compare between changes. Usage: `npm run bench:bundle`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from './lib/emulators.mjs';

const DIST = join(ROOT, 'web', 'dist');
const ROUTES = join(ROOT, 'web', 'src', 'app', 'routes');
if (!existsSync(join(DIST, 'index.html'))) {
  console.error('web/dist/index.html not found: run `npm run build --workspace web` first.');
  process.exit(1);
}

const sizes = new Map();
function sizeOf(asset) {
  if (!sizes.has(asset)) {
    const bytes = readFileSync(join(DIST, asset));
    sizes.set(asset, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    });
  }
  return sizes.get(asset);
}

const total = (assets) =>
  [...assets].map(sizeOf).reduce(
    (sum, s) => ({
      raw: sum.raw + s.raw,
      gzip: sum.gzip + s.gzip,
      brotli: sum.brotli + s.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );

/** Chunks a chunk imports statically (`from"./x.js"`, `import"./x.js"`), not `import()`. */
const JS = 'static/js';
function staticImports(asset) {
  const code = readFileSync(join(DIST, asset), 'utf8');
  const found = new Set();
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    found.add(`${JS}/${match[1]}`);
  }
  return found;
}

function closure(entries) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length > 0) {
    const asset = stack.pop();
    if (seen.has(asset)) continue;
    seen.add(asset);
    if (asset.endsWith('.js')) stack.push(...staticImports(asset));
  }
  return seen;
}

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const linked = [...html.matchAll(/(?:src|href)="\/(static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const firstPaint = closure(linked);

const kB = (bytes) => (bytes / 1000).toFixed(1);
const row = (cells) => `| ${cells.join(' | ')} |`;
const header = (...names) => [row(names), row(names.map(() => '---'))].join('\n');
const sizeCells = (s) => [kB(s.raw), kB(s.gzip), kB(s.brotli)];

console.log('## First paint (index.html and what it loads before the app runs)\n');
console.log(header('asset', 'raw kB', 'gzip kB', 'brotli kB'));
for (const asset of [...firstPaint].sort())
  console.log(row([basename(asset), ...sizeCells(sizeOf(asset))]));
console.log(row(['**total**', ...sizeCells(total(firstPaint))]));
const commonWords = readdirSync(join(DIST, JS)).find((f) =>
  /^locale-en-common-[\w-]{8}\.js$/.test(f),
);
if (commonWords) {
  const s = sizeOf(`${JS}/${commonWords}`);
  console.log(
    `\nFetched at start, in parallel with the first page (not in the total): the shell's English words, ${commonWords}, ${kB(s.gzip)} kB gzip.`,
  );
}

// A page's chunk is named after its route module (web/src/app/routes/<name>.tsx -> <name>-<hash>.js).
// Another chunk may carry the same name (lib/messages.ts -> messages-<hash>.js, a feature's
// appointments.ts): the page's is the one the first paint loads with import() (page-loaders.ts).
const chunks = readdirSync(join(DIST, JS)).filter((f) => f.endsWith('.js'));
const loadedLazily = new Set(
  [...firstPaint]
    .filter((asset) => asset.endsWith('.js'))
    .flatMap((asset) => [
      ...readFileSync(join(DIST, asset), 'utf8').matchAll(
        /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g,
      ),
    ])
    .map((match) => match[1]),
);
const pages = readdirSync(ROUTES)
  .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
  .map((f) => f.replace(/\.tsx$/, ''));
const pageRows = [];
for (const page of pages) {
  const named = chunks.filter((f) => new RegExp(`^${page}-[\\w-]{8}\\.js$`).test(f));
  const chunk = named.find((f) => loadedLazily.has(f)) ?? named[0];
  if (!chunk) continue; // shared route helpers bundled into their pages
  // The page's words in English (web/src/locales/en/<page>.json), fetched with its code.
  const words = chunks.filter((f) => new RegExp(`^locale-en-${page}-[\\w-]{8}\\.js$`).test(f));
  const added = [...closure([`${JS}/${chunk}`, ...words.map((f) => `${JS}/${f}`)])].filter(
    (asset) => !firstPaint.has(asset),
  );
  pageRows.push({ page, count: added.length, size: total(added) });
}
pageRows.sort((a, b) => b.size.gzip - a.size.gzip);
console.log('\n## Opening a page adds (chunks beyond the first paint)\n');
console.log(header('page', 'chunks', 'raw kB', 'gzip kB', 'brotli kB'));
for (const r of pageRows) console.log(row([r.page, String(r.count), ...sizeCells(r.size)]));

const largest = chunks
  .map((f) => ({ asset: `${JS}/${f}`, size: sizeOf(`${JS}/${f}`) }))
  .sort((a, b) => b.size.gzip - a.size.gzip)
  .slice(0, 10);
console.log('\n## Largest chunks\n');
console.log(header('chunk', 'raw kB', 'gzip kB', 'brotli kB'));
for (const c of largest) console.log(row([basename(c.asset), ...sizeCells(c.size)]));
const all = total(chunks.map((f) => `${JS}/${f}`));
console.log(`\n${chunks.length} script chunks, ${kB(all.gzip)} kB gzip in all.`);
