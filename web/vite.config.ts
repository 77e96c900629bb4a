import { defineConfig, type Plugin, type ProxyOptions, type UserConfig } from 'vite';
import type { Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { KEY_PAGES, PAGE_FILES_META } from './src/app/key-pages';
import { eagerCommonJsFactories } from './src/lib/commonjs-factories';
import { localeOfFile } from './src/lib/locale-files';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const THEME_COLOR = '#0f5e4b';

/** The client-rendered shell (React Router's name for it in framework mode's pre-rendering). */
const SPA_FALLBACK = '__spa-fallback.html';

/**
 * A chunk's files: the chunk, every chunk it imports statically, and their CSS, leaving out
 * (and not following) what `skip` holds.
 */
function chunkFiles(
  bundle: Rolldown.OutputBundle,
  entry: string,
  skip: ReadonlySet<string> = new Set(),
): Set<string> {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (found.has(fileName) || skip.has(fileName) || item?.type !== 'chunk') return;
    found.add(fileName);
    item.viteMetadata?.importedCss.forEach((css) => {
      if (!skip.has(css)) found.add(css);
    });
    item.imports.forEach(visit);
  };
  visit(entry);
  return found;
}

/**
 * The service worker precaches only the app shell: the entry chunk, what it statically imports,
 * and their CSS. Page chunks are fetched (and then cached by the browser) on first use, so a
 * deploy does not make every visitor download all ~45 pages up front.
 */
function collectShellFiles(shellFiles: Set<string>): Plugin {
  return {
    name: 'centre:collect-shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      shellFiles.clear();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && item.isEntry) {
          chunkFiles(bundle, item.fileName).forEach((file) => shellFiles.add(file));
        }
      }
    },
  };
}

/** A page's module: app/routes/<page id>.tsx (one per page id, src/app/page-loaders.ts). */
const PAGE_MODULE = /[\\/]app[\\/]routes[\\/]([^\\/]+)\.tsx$/;

/** A built chunk's name from its file name: static/js/<name>-<8-character hash>.js. */
const CHUNK_FILE = /^static\/js\/(.+)-[\w-]{8}\.js$/;

/**
 * Lists, for every page, the files opening it needs beyond the shell: its chunk, the chunks that
 * chunk imports statically, and their CSS. The list is a hashed asset under /static/
 * (immutable), named by a <meta> in index.html; the app turns it into
 * `<link rel="modulepreload">`s, which fetch without running: for the key pages when the
 * browser is idle (src/app/key-pages.ts), and for a page as it is opened (page-loaders.ts).
 *
 * The same list replaces Vite's own preload of a page's chunks: Vite writes every dynamic
 * import's chunk list into the chunk that imports it, and the entry imports all ~50 pages, so
 * the lists of file names were a quarter of the entry (6.2 of 24.3 kB gzip) on every first
 * paint. Vite keeps a page's stylesheets (resolveDependencies sees JavaScript only) and every
 * other dynamic import's list; the build fails if a page's list was not replaced or another's was.
 */
function listPageFiles(shellFiles: Set<string>): Plugin {
  const pageChunkNames = new Set<string>();
  const unlisted = new Set<string>();
  return {
    name: 'centre:list-page-files',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies(fileName, deps, { hostType }) {
            const name = CHUNK_FILE.exec(fileName)?.[1];
            if (hostType !== 'js' || name === undefined || !pageChunkNames.has(name)) return deps;
            unlisted.add(fileName);
            return [];
          },
        },
      },
    }),
    buildStart() {
      pageChunkNames.clear();
      unlisted.clear();
    },
    renderChunk(_code, chunk) {
      if (chunk.isDynamicEntry && PAGE_MODULE.test(chunk.facadeModuleId ?? '')) {
        pageChunkNames.add(chunk.name);
      }
      return null;
    },
    // After Vite has written index.html into the bundle, which this hook then edits.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files: Record<string, string[]> = {};
        const pageChunks = new Set<string>();
        for (const item of Object.values(bundle)) {
          const page =
            item.type === 'chunk' && item.isDynamicEntry
              ? PAGE_MODULE.exec(item.facadeModuleId ?? '')?.[1]
              : undefined;
          if (item.type !== 'chunk' || page === undefined) continue;
          pageChunks.add(item.fileName);
          files[page] = [...chunkFiles(bundle, item.fileName, shellFiles)].map(
            (file) => `/${file}`,
          );
        }
        for (const page of KEY_PAGES) {
          if (!files[page]) this.error(`No chunk for the key page ${page}`);
        }
        const mismatched = [...pageChunks, ...unlisted].filter(
          (file) => !pageChunks.has(file) || !unlisted.has(file),
        );
        if (mismatched.length > 0) {
          this.error(
            `Vite's preload list was kept for a page, or dropped for a chunk that is not one: ${mismatched.join(', ')}`,
          );
        }
        const listFile = this.getFileName(
          this.emitFile({
            type: 'asset',
            name: 'page-files.json',
            source: JSON.stringify(files),
          }),
        );
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string') {
          this.error('index.html is not in the bundle');
        }
        html.source = html.source.replace(
          '</head>',
          `  <meta name="${PAGE_FILES_META}" content="/${listFile}" />\n  </head>`,
        );
        // The empty shell for every page not pre-rendered (the back office, a job's page): Hosting
        // rewrites to it and the service worker falls back to it. index.html itself becomes the
        // pre-rendered home page (scripts/build-web.mjs), which must never show on other routes.
        this.emitFile({ type: 'asset', fileName: SPA_FALLBACK, source: html.source });
      },
    },
  };
}

const shellFiles = new Set<string>();

/**
 * React Router 7's package exports name only its development build (warnings on), also for a
 * production build (remix-run/react-router#14102, open): a build of the app takes the
 * production files beside it instead, the same code with the development warnings left out.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

// `vite build --ssr src/prerender/entry-server.tsx` (scripts/build-web.mjs) builds the
// pre-renderer for Node: the same source, none of the browser build's plugins and chunking.
const ssrBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: ['@centre/domain'] },
  build: { emptyOutDir: true, sourcemap: false },
});

/**
 * The CommonJS modules' factories (React DOM's above all) compiled as the script streams in,
 * off the main thread, instead of when the app first calls them (src/lib/commonjs-factories.ts).
 */
function eagerFactories(): Plugin {
  return {
    name: 'centre:eager-commonjs-factories',
    renderChunk(code) {
      const eager = eagerCommonJsFactories(code);
      return eager === code ? null : { code: eager, map: null };
    },
  };
}

const WEB_DIR = dirname(fileURLToPath(import.meta.url));

/**
 * /api/public, which Hosting rewrites to the publicData function (firebase.json;
 * src/lib/public-api.ts), under Vite's dev server (`npm run dev`) and `vite preview` (the e2e
 * tests): forwarded, path kept, to that function on the Functions emulator, which runs as the
 * default project of .firebaserc (whatever mode the app was built in).
 */
function publicApiProxy(): Record<string, ProxyOptions> {
  const readJson = (file: string) => JSON.parse(readFileSync(join(WEB_DIR, '..', file), 'utf8'));
  const firebase = readJson('firebase.json') as {
    emulators: { functions: { host: string; port: number } };
    hosting: { rewrites: { source: string; function?: { functionId: string; region: string } }[] };
  };
  const project = (readJson('.firebaserc') as { projects: { default: string } }).projects.default;
  const rewrite = firebase.hosting.rewrites.find((rule) => rule.source === '/api/public/**');
  if (!rewrite?.function) throw new Error('firebase.json has no /api/public/** function rewrite');
  const { host, port } = firebase.emulators.functions;
  const { functionId, region } = rewrite.function;
  return {
    '/api/public': {
      target: `http://${host}:${port}`,
      rewrite: (path) => `/${project}/${region}/${functionId}${path}`,
    },
  };
}

const browserBuild = (command: 'build' | 'serve'): UserConfig => ({
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  plugins: [
    react(),
    eagerFactories(),
    collectShellFiles(shellFiles),
    listPageFiles(shellFiles),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      registerType: 'autoUpdate',
      // main.tsx registers the worker itself (production builds only).
      injectRegister: false,
      includeAssets: ['favicon-32.png'],
      manifest: {
        name: 'Jamii Service Centre',
        short_name: 'Jamii Centre',
        description:
          'Community services, appointments, banking and licence help for the diaspora community.',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          {
            src: '/icons/icon-maskable.svg',
            sizes: 'any',
            type: 'image/svg+xml',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Navigations go to the network first, as they would without a worker: a public page's
        // pre-rendered HTML (or the back office's shell, Hosting's rewrite) reaches a returning
        // visitor too, instead of the precached empty shell and a spinner until the page's code
        // and data arrive. Each page answered is kept; when the network fails (offline) the last
        // copy of that page answers, else the precached shell. Firebase's reserved paths, the
        // downloadable guides, the mails' unsubscribe page (the mailUnsubscribe function behind
        // Hosting's /unsubscribe rewrite) and the public read endpoint (/api/public, the
        // publicData function) are left to the network. The pattern is copied into sw.js as
        // source text, so it names nothing from this file.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              !/^\/(?:__\/|resources\/|unsubscribe(?:\/|$)|api\/)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              expiration: { maxEntries: 60 },
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: `/${SPA_FALLBACK}` },
            },
          },
        ],
        // The shell only: the pre-rendered pages (written after this build) are not precached.
        globPatterns: ['**/*.{js,css}', SPA_FALLBACK],
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter(
              (entry) => !entry.url.startsWith('static/') || shellFiles.has(entry.url),
            ),
            warnings: [],
          }),
        ],
      },
    }),
  ],
  server: { port: 5173, strictPort: true, proxy: publicApiProxy() },
  preview: { port: 4173, strictPort: true, proxy: publicApiProxy() },
  build: {
    // Hashed files live under /static/, which hosting serves as immutable (firebase.json).
    assetsDir: 'static',
    // dist/.vite/manifest.json: which files each page's module needs, read by the pre-renderer
    // (scripts/build-web.mjs) for the pages it writes. Hosting does not serve dot folders.
    manifest: true,
    // Every browser the centre supports preloads modules itself (Chromium 66, Safari 17, Firefox
    // 115); an older one only loads a page's modules as it imports them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        // Locale files (web/src/locales/<lng>/<ns>.json) become locale-<lng>-<ns>-<hash>.js, so
        // they never take a page chunk's name (<page id>-<hash>.js, which bench:bundle reads).
        chunkFileNames: (chunk) => {
          const locale = localeOfFile(chunk.facadeModuleId ?? '');
          return locale
            ? `static/js/locale-${locale.language}-${locale.namespace}-[hash].js`
            : 'static/js/[name]-[hash].js';
        },
        assetFileNames: 'static/assets/[name]-[hash][extname]',
        // Libraries change less often than our code: separate chunks stay cached across deploys.
        // The firebase group names only the SDK's core (app and what every product shares), and
        // Auth has its own: public pages use the app (Firestore Lite, callables) but load Auth
        // only when the session starts (auth-session.tsx). Firestore, Storage and Functions
        // stay in the lazy chunks of the pages that use them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            {
              name: 'firebase',
              priority: 2,
              test: /[\\/]node_modules[\\/](@firebase[\\/](app|component|logger|util)|firebase[\\/]app|tslib)[\\/]/,
            },
            // IndexedDB's wrapper on its own: the application form keeps its drafts with it, and in
            // the firebase group it brought the whole app SDK to a form page that only sends later.
            {
              name: 'idb',
              priority: 3,
              test: /[\\/]node_modules[\\/]idb[\\/]/,
            },
            {
              name: 'firebase-auth-sdk',
              priority: 1,
              test: /[\\/]node_modules[\\/](@firebase[\\/]auth|firebase[\\/]auth)[\\/]/,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild, command }) =>
  isSsrBuild ? ssrBuild : browserBuild(command),
);
