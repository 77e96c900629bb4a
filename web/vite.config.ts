import { defineConfig, type Plugin } from 'vite';
import type { Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { KEY_PAGES, PAGE_FILES_META } from './src/app/key-pages';
import { localeOfFile } from './src/lib/locale-files';

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

/**
 * Lists, for each key page (src/app/key-pages.ts), the files opening it needs beyond the shell:
 * its chunk, the chunks that chunk imports statically, and their CSS. The list is a hashed asset
 * under /static/ (immutable), named by a <meta> in index.html; the app's idle preload
 * (page-loaders.ts) turns it into <link rel="modulepreload">, which fetches without running.
 */
function listKeyPageFiles(shellFiles: Set<string>): Plugin {
  return {
    name: 'centre:list-key-page-files',
    apply: 'build',
    // After Vite has written index.html into the bundle, which this hook then edits.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files: Record<string, string[]> = {};
        for (const page of KEY_PAGES) {
          const pageChunk = Object.values(bundle).find(
            (item) =>
              item.type === 'chunk' &&
              item.isDynamicEntry &&
              new RegExp(`[\\\\/]app[\\\\/]routes[\\\\/]${page}\\.tsx$`).test(
                item.facadeModuleId ?? '',
              ),
          );
          if (!pageChunk) this.error(`No chunk for the key page ${page}`);
          files[page] = [...chunkFiles(bundle, pageChunk.fileName, shellFiles)].map(
            (file) => `/${file}`,
          );
        }
        const listFile = this.getFileName(
          this.emitFile({
            type: 'asset',
            name: 'key-page-files.json',
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

// `vite build --ssr src/prerender/entry-server.tsx` (scripts/build-web.mjs) builds the
// pre-renderer for Node: the same source, none of the browser build's plugins and chunking.
const ssrBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: ['@centre/domain'] },
  build: { emptyOutDir: true, sourcemap: false },
});

const browserBuild = defineConfig({
  plugins: [
    react(),
    collectShellFiles(shellFiles),
    listKeyPageFiles(shellFiles),
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
        navigateFallback: `/${SPA_FALLBACK}`,
        // Firebase's reserved paths, the downloadable guides and the mails' unsubscribe page (the
        // mailUnsubscribe function behind Hosting's /unsubscribe rewrite) must reach the network,
        // never the SPA shell.
        navigateFallbackDenylist: [/^\/__\//, /^\/resources\//, /^\/unsubscribe(?:[/?]|$)/],
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
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    // Hashed files live under /static/, which hosting serves as immutable (firebase.json).
    assetsDir: 'static',
    // dist/.vite/manifest.json: which files each page's module needs, read by the pre-renderer
    // (scripts/build-web.mjs) for the pages it writes. Hosting does not serve dot folders.
    manifest: true,
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

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));
