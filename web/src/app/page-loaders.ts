import type { PageId } from '@centre/domain/routes';
import type { ComponentType } from 'react';
import { withChunkTimeout } from '../lib/chunk-load';
import { appendOnePerTask } from '../lib/preload';
import { KEY_PAGES, PAGE_FILES_META } from './key-pages';

export interface PageModule {
  default: ComponentType;
}

// One dynamic import per page id of ROUTES (domain/src/routes.ts), written out so the bundler
// gives each page its own chunk. Typed by PageId: a page id without a loader, or a loader for
// no page id, is a type error.
const PAGE_IMPORTS = {
  home: () => import('./routes/home'),
  login: () => import('./routes/login'),
  contact: () => import('./routes/contact'),
  services: () => import('./routes/services'),
  'hca-exam-booking': () => import('./routes/hca-exam-booking'),
  'hca-exam-booking-apply': () => import('./routes/hca-exam-booking-apply'),
  'hca-exam-registration': () => import('./routes/hca-exam-registration'),
  'service-detail': () => import('./routes/service-detail'),
  'service-application': () => import('./routes/service-application'),
  'about-us': () => import('./routes/about-us'),
  resources: () => import('./routes/resources'),
  banking: () => import('./routes/banking'),
  'license-renewal': () => import('./routes/license-renewal'),
  jobs: () => import('./routes/jobs'),
  'job-detail': () => import('./routes/job-detail'),
  appointment: () => import('./routes/appointment'),
  'book-appointment': () => import('./routes/book-appointment'),
  privacy: () => import('./routes/privacy'),
  terms: () => import('./routes/terms'),
  'queue-display': () => import('./routes/queue-display'),
  dashboard: () => import('./routes/dashboard'),
  task: () => import('./routes/task'),
  'complete-task': () => import('./routes/complete-task'),
  'create-task': () => import('./routes/create-task'),
  'bank-services': () => import('./routes/bank-services'),
  'bank-client': () => import('./routes/bank-client'),
  'visitor-registration': () => import('./routes/visitor-registration'),
  visits: () => import('./routes/visits'),
  'visit-detail': () => import('./routes/visit-detail'),
  appointments: () => import('./routes/appointments'),
  'appointment-detail': () => import('./routes/appointment-detail'),
  reports: () => import('./routes/reports'),
  'my-visits': () => import('./routes/my-visits'),
  'my-assignments': () => import('./routes/my-assignments'),
  'staff-profile': () => import('./routes/staff-profile'),
  applications: () => import('./routes/applications'),
  'hca-applications': () => import('./routes/hca-applications'),
  'application-detail': () => import('./routes/application-detail'),
  'hca-application-detail': () => import('./routes/hca-application-detail'),
  'account-settings': () => import('./routes/account-settings'),
  messages: () => import('./routes/messages'),
  users: () => import('./routes/users'),
  'user-detail': () => import('./routes/user-detail'),
  'mail-outbox': () => import('./routes/mail-outbox'),
  'license-renewals-admin': () => import('./routes/license-renewals-admin'),
  'license-renewal-detail': () => import('./routes/license-renewal-detail'),
  'post-jobs': () => import('./routes/post-jobs'),
  'commission-dashboard': () => import('./routes/commission-dashboard'),
} satisfies Record<PageId, () => Promise<PageModule>>;

type PageFiles = Partial<Record<PageId, string[]>>;

let pageFilesRequest: Promise<PageFiles | null> | undefined;

/**
 * The build's list of every page's files (vite.config.ts, named by a <meta> in index.html),
 * fetched once. Null without the list (the dev server, which serves modules as asked) or when it
 * cannot be fetched (offline: asked again next time; the page's modules still load as imported).
 */
function readPageFiles(): Promise<PageFiles | null> {
  // The pre-renderer (Node, scripts/build-web.mjs) loads pages too.
  if (typeof document === 'undefined') return Promise.resolve(null);
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_FILES_META}"]`);
  if (!listed) return Promise.resolve(null);
  pageFilesRequest ??= fetch(listed.content)
    .then((response) => (response.ok ? (response.json() as Promise<PageFiles>) : null))
    .catch(() => null)
    .then((files) => {
      if (!files) pageFilesRequest = undefined;
      return files;
    });
  return pageFilesRequest;
}

/** Forgets the fetched list (tests). */
export function forgetPageFiles(): void {
  pageFilesRequest = undefined;
}

/**
 * A `<link rel="modulepreload">` for each file the document does not have yet: fetched and
 * compiled, run only when imported. A stylesheet becomes a low-priority `prefetch` into the HTTP
 * cache (a style `preload` the page does not apply within seconds makes Chromium warn in the
 * console on every page).
 */
function preloadLinks(files: Iterable<string>): HTMLLinkElement[] {
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[href], script[src]')].map((element) =>
      element instanceof HTMLLinkElement ? element.href : (element as HTMLScriptElement).src,
    ),
  );
  return [...new Set(files)].flatMap((file) => {
    const href = new URL(file, document.baseURI).href;
    if (present.has(href)) return [];
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'prefetch';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.href = href;
    return [link];
  });
}

/**
 * Fetches the modules of the page being opened all at once, as its chunk downloads, instead of
 * one level of imports after another (the build leaves them out of Vite's own preload, which
 * wrote every page's list into the entry: vite.config.ts). Its stylesheets Vite adds itself.
 */
async function preloadPage(id: PageId): Promise<void> {
  const files = (await readPageFiles())?.[id];
  if (files) document.head.append(...preloadLinks(files.filter((file) => !file.endsWith('.css'))));
}

/**
 * Page loaders that fetch the page's modules together and reject as a chunk load failure after
 * CHUNK_LOAD_TIMEOUT_MS.
 */
export const pageLoaders = Object.fromEntries(
  Object.entries(PAGE_IMPORTS).map(([id, load]) => [
    id,
    withChunkTimeout<PageModule>(() => {
      void preloadPage(id as PageId);
      return load();
    }),
  ]),
) as Readonly<Record<PageId, () => Promise<PageModule>>>;

/**
 * Fetches the key pages' files (KEY_PAGES) without running them, so the preload never competes
 * with the page the visitor is on: each becomes a `<link rel="modulepreload">` (preloadLinks);
 * the code runs only when the visitor opens the page. One link per task (appendOnePerTask), so
 * the preload never blocks the page for long. Without the list (the dev server) it imports the
 * pages, as before.
 */
export async function preloadKeyPages(): Promise<void> {
  if (!document.querySelector(`meta[name="${PAGE_FILES_META}"]`)) {
    for (const id of KEY_PAGES) {
      // A failed preload is not an error: navigation retries the download and reports it then.
      pageLoaders[id]().catch(() => undefined);
    }
    return;
  }
  const files = await readPageFiles();
  // Offline: each page loads its files when opened.
  if (files) await appendOnePerTask(preloadLinks(KEY_PAGES.flatMap((id) => files[id] ?? [])));
}
