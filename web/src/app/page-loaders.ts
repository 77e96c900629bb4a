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

/** Page loaders that reject as a chunk load failure after CHUNK_LOAD_TIMEOUT_MS. */
export const pageLoaders = Object.fromEntries(
  Object.entries(PAGE_IMPORTS).map(([id, load]) => [id, withChunkTimeout<PageModule>(load)]),
) as Readonly<Record<PageId, () => Promise<PageModule>>>;

/**
 * Fetches the key pages' files (KEY_PAGES) without running them, so the preload never competes
 * with the page the visitor is on: the build lists each key page's chunks and stylesheets
 * (vite.config.ts, named by a <meta> in index.html), and each becomes a
 * `<link rel="modulepreload">` that the browser fetches and compiles (a stylesheet becomes a
 * low-priority `prefetch` into the HTTP cache: a style `preload` the page does not apply within
 * seconds makes Chromium warn in the console on every page); the code runs only when the
 * visitor opens the page. One link per task (appendOnePerTask), so the
 * preload never blocks the page for long. Without the list (the dev server) it imports
 * the pages, as before.
 */
export async function preloadKeyPages(): Promise<void> {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_FILES_META}"]`);
  if (!listed) {
    for (const id of KEY_PAGES) {
      // A failed preload is not an error: navigation retries the download and reports it then.
      pageLoaders[id]().catch(() => undefined);
    }
    return;
  }
  let files: Partial<Record<PageId, string[]>>;
  try {
    const response = await fetch(listed.content);
    if (!response.ok) return;
    files = (await response.json()) as typeof files;
  } catch {
    return; // Offline: the page loads its files when opened.
  }
  const wanted = new Set(KEY_PAGES.flatMap((id) => files[id] ?? []));
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[href], script[src]')].map((element) =>
      element instanceof HTMLLinkElement ? element.href : (element as HTMLScriptElement).src,
    ),
  );
  const links = [...wanted].flatMap((file) => {
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
  await appendOnePerTask(links);
}
