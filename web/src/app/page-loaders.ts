import type { PageId } from '@centre/domain/routes';
import type { ComponentType } from 'react';
import { withChunkTimeout } from '../lib/chunk-load';

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
 * Pages most visitors and staff open next (docs/product.md §9: preloaded after 1 s and on idle).
 */
export const KEY_PAGES = [
  'services',
  'service-detail',
  'book-appointment',
  'login',
  'dashboard',
] as const satisfies readonly PageId[];

export function preloadKeyPages(): void {
  for (const id of KEY_PAGES) {
    // A failed preload is not an error: navigation retries the download and reports it then.
    pageLoaders[id]().catch(() => undefined);
  }
}
