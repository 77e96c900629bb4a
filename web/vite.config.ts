import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const THEME_COLOR = '#0f5e4b';

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
      const visit = (fileName: string) => {
        if (shellFiles.has(fileName)) return;
        const item = bundle[fileName];
        if (!item || item.type !== 'chunk') return;
        shellFiles.add(fileName);
        item.viteMetadata?.importedCss.forEach((css) => shellFiles.add(css));
        item.imports.forEach(visit);
      };
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
      }
    },
  };
}

const shellFiles = new Set<string>();

export default defineConfig({
  plugins: [
    react(),
    collectShellFiles(shellFiles),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      registerType: 'autoUpdate',
      // main.tsx registers the worker itself (production builds only).
      injectRegister: false,
      includeAssets: ['favicon.svg'],
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
        navigateFallback: '/index.html',
        // Firebase's reserved paths, the downloadable guides and the mails' unsubscribe page (the
        // mailUnsubscribe function behind Hosting's /unsubscribe rewrite) must reach the network,
        // never the SPA shell.
        navigateFallbackDenylist: [/^\/__\//, /^\/resources\//, /^\/unsubscribe(?:[/?]|$)/],
        globPatterns: ['**/*.{js,css,html}'],
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
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        // Locale files (web/src/locales/<lng>/<ns>.json) become locale-<lng>-<ns>-<hash>.js, so
        // they never take a page chunk's name (<page id>-<hash>.js, which bench:bundle reads).
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? '';
          const locale = /[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json$/.exec(id);
          return locale
            ? `static/js/locale-${locale[1]}-${locale[2]}-[hash].js`
            : 'static/js/[name]-[hash].js';
        },
        assetFileNames: 'static/assets/[name]-[hash][extname]',
        // Libraries change less often than our code: separate chunks stay cached across deploys.
        // The firebase group names only the SDK parts the shell needs (app, auth); Firestore,
        // Storage and Functions must stay in the lazy chunks of the pages that use them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            {
              name: 'firebase',
              test: /[\\/]node_modules[\\/](@firebase[\\/](app|auth|component|logger|util)|firebase[\\/](app|auth)|idb|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
