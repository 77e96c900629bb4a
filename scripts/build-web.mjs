// `npm run build --workspace web [-- --mode <mode>]`: the browser build, the pre-renderer built
// for Node from the same source, then the public pages rendered to HTML (docs/architecture.md
// §5.1). The arguments go to both Vite builds.
//
// Output in web/dist:
//   index.html, <path>/index.html         each public page in English (the default language)
//   localized/<lang>_ALL/<path>/index.html  the same in every other language; Firebase Hosting's
//                                        i18n rewrites serve them by the visitor's language or
//                                        the firebase-language-override cookie (lib/i18n.ts)
//   __spa-fallback.html                  the empty shell for every other route (the back office)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const WEB = join(ROOT, 'web');
const DIST = join(WEB, 'dist');
// Inside web/ so that Node resolves the web workspace's own dependencies from it.
const SERVER_OUT = join(WEB, 'node_modules', '.cache', 'prerender');
const args = process.argv.slice(2);

function vite(extra) {
  const result = spawnSync('npx', ['vite', 'build', ...extra, ...args], {
    cwd: WEB,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

vite([]);
vite(['--ssr', 'src/prerender/entry-server.tsx', '--outDir', SERVER_OUT, '--logLevel', 'warn']);

const started = performance.now();
const server = await import(pathToFileURL(join(SERVER_OUT, 'entry-server.js')).href);
const { escapeHtml, scriptJson, PRERENDER_STATE_ID, PRERENDER_GATE_ID, PRERENDER_GATE_STATUS_ID } =
  server;
const seed = JSON.parse(readFileSync(join(ROOT, 'emulator-data', 'services.json'), 'utf8'));
const services = server.activeServices(seed);
const jobs = await publishedJobs();
const template = readFileSync(join(DIST, '__spa-fallback.html'), 'utf8');
for (const part of ['<div id="root"></div>', '<noscript>', '</head>']) {
  if (!template.includes(part)) throw new Error(`The shell has no ${part}`);
}

/**
 * The published jobs to pre-render. A build for the emulators takes the demo's, dated from today
 * as the seed dates them (scripts/seed/demo-inputs.ts); a build for a real project reads what it
 * has published (the board's own query, through Firestore Lite), and without an answer
 * pre-renders the board without jobs (it reads them once live) rather than fail the deploy.
 */
async function publishedJobs() {
  if (server.USE_EMULATORS) {
    const { tsImport } = await import('tsx/esm/api');
    const { demoJobDocuments } = await tsImport('./seed/demo-inputs.ts', import.meta.url);
    return server.publishedJobs(demoJobDocuments());
  }
  if (!server.PROJECT_ID || server.PROJECT_ID.startsWith('REPLACE_ME')) {
    console.warn('No Firebase project configured (web/.env.production): no jobs pre-rendered.');
    return [];
  }
  try {
    return await Promise.race([
      server.readProjectJobs(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('no answer in 30 s')), 30_000).unref(),
      ),
    ]);
  } catch (error) {
    console.warn(
      `The published jobs of ${server.PROJECT_ID} could not be read (${error}): none pre-rendered.`,
    );
    return [];
  }
}

// What each module needs (Vite's build manifest): a pre-rendered page links its own page's
// stylesheets, so it is styled at first paint, and fetches its page's code with the app's, so it
// hydrates without a waterfall. Scripts come in the order the browser evaluates them (a file
// after the files it imports), which is the order the page's loader runs them in.
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
function moduleFiles(key, found = { js: new Set(), css: new Set() }, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return found;
  seen.add(key);
  (chunk.css ?? []).forEach((file) => found.css.add(file));
  (chunk.imports ?? []).forEach((imported) => moduleFiles(imported, found, seen));
  found.js.add(chunk.file);
  return found;
}
const shell = moduleFiles('index.html');
if (!manifest['index.html']?.file) throw new Error('No entry chunk in the build manifest');
function pageFiles(pages) {
  const found = { js: new Set(), css: new Set() };
  for (const page of pages) moduleFiles(`src/app/routes/${page}.tsx`, found);
  if (pages.length > 0 && found.js.size === 0) throw new Error(`No built module for ${pages}`);
  return {
    css: [...found.css].filter((file) => !shell.css.has(file)),
    js: [...found.js].filter((file) => !shell.js.has(file)),
  };
}

// The shell starts the app from its <head>. A pre-rendered page has its content already: its
// loader (web/src/prerender/loader.ts) fetches the app (as modulepreload, every module the shell
// and the page need) only once the browser reports its first contentful paint, then runs them
// file by file.
const appTags =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
const pageTemplate = template.replace(appTags, '');
if (pageTemplate.includes('type="module"')) throw new Error('The shell starts the app differently');
function appLoader(js) {
  return server.loaderScript([...shell.js, ...js].map((file) => `/${file}`));
}

// Read without JavaScript, a pre-rendered page never finishes what it shows as loading (a
// service's wait now, `aria-busy` while it loads): such parts are left out rather than left
// saying "Checking…" for good. Not the gate itself (busy while its form is made ready: it holds
// the whole page), only its line saying so.
const WITHOUT_SCRIPT = `    <noscript><style>[aria-busy="true"]:not(#${PRERENDER_GATE_ID}),#${PRERENDER_GATE_STATUS_ID}{display:none}</style></noscript>\n`;

function pageFile(language, path) {
  const base =
    language === server.DEFAULT_LANGUAGE ? DIST : join(DIST, 'localized', `${language}_ALL`);
  return join(base, path.replace(/^\//, ''), 'index.html');
}

rmSync(join(DIST, 'localized'), { recursive: true, force: true });
let written = 0;
let bytes = 0;
for (const language of server.LANGUAGES) {
  for (const path of server.prerenderPaths(services, jobs)) {
    const { html, title, noscript, preparing, pages, state } = await server.renderPage({
      path,
      language,
      services,
      jobs,
    });
    const files = pageFiles(pages);
    const stylesheets = files.css
      .map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`)
      .join('');
    const page = pageTemplate
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${escapeHtml(noscript)}</noscript>`)
      .replace('</head>', `${stylesheets}${WITHOUT_SCRIPT}  </head>`)
      .replace(
        '<div id="root"></div>',
        `${server.prerenderGate(html, preparing)}\n    <script type="application/json" id="${PRERENDER_STATE_ID}">${scriptJson(state)}</script>\n    ${appLoader(files.js)}`,
      );
    const file = pageFile(language, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page);
    written += 1;
    bytes += Buffer.byteLength(page);
  }
}
console.log(
  `pre-rendered ${written} pages (${server.LANGUAGES.join(', ')}; ${(bytes / 1024).toFixed(0)} kB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
// The renderer's modules keep timers (the query cache's garbage collection): nothing else runs.
process.exit(0);
