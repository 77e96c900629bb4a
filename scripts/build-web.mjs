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
const { scriptJson, PRERENDER_STATE_ID, PRERENDER_GATE_ID } = server;
const seed = JSON.parse(readFileSync(join(ROOT, 'emulator-data', 'services.json'), 'utf8'));
const services = server.activeServices(seed);
const template = readFileSync(join(DIST, '__spa-fallback.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('No empty #root in the shell');

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function pageFile(language, path) {
  const base = language === server.LANGUAGES[0] ? DIST : join(DIST, 'localized', `${language}_ALL`);
  return join(base, path.replace(/^\//, ''), 'index.html');
}

rmSync(join(DIST, 'localized'), { recursive: true, force: true });
let pages = 0;
let bytes = 0;
for (const language of server.LANGUAGES) {
  for (const path of server.prerenderPaths(services)) {
    const { html, title, state } = await server.renderPage({ path, language, services });
    const page = template
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(
        '<div id="root"></div>',
        `<fieldset id="${PRERENDER_GATE_ID}" disabled><div id="root">${html}</div></fieldset>\n    <script type="application/json" id="${PRERENDER_STATE_ID}">${scriptJson(state)}</script>`,
      );
    const file = pageFile(language, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page);
    pages += 1;
    bytes += Buffer.byteLength(page);
  }
}
console.log(
  `pre-rendered ${pages} pages (${server.LANGUAGES.join(', ')}; ${(bytes / 1024).toFixed(0)} kB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
// The renderer's modules keep timers (the query cache's garbage collection): nothing else runs.
process.exit(0);
