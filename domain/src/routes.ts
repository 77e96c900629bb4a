import type { Role } from './roles';

/**
 * Every route of docs/product.md §2, once. The web router builds itself from this table, the route
 * guard reads its access rules, and the end-to-end tests walk its public entries.
 *
 * access:
 * - public: anyone, no guard.
 * - open: behind the route guard, which lets unauthenticated users through (docs/product.md §6:
 *   book-appointment).
 * - signedIn: requires sign-in; `allowedRoles` narrows it further (admin always passes).
 */
export type RouteAccess = 'public' | 'open' | 'signedIn';

/**
 * home: header and footer only; public: the same chrome; app: sidebar; fullHeight: messages;
 * display: a full-screen page with its own header and footer (the waiting-room display).
 */
export type RouteLayout = 'home' | 'public' | 'app' | 'fullHeight' | 'display';

export interface AppRoute {
  /** react-router path pattern */
  path: string;
  /** the page's id: one lazily loaded page component per id */
  page: string;
  title: string;
  access: RouteAccess;
  layout: RouteLayout;
  allowedRoles?: readonly Role[];
}

const ADMIN_ONLY = ['admin'] as const satisfies readonly Role[];
const ADMIN_OR_MANAGER = ['admin', 'manager'] as const satisfies readonly Role[];

// The two usual pairs of access and layout: a public page, and a back-office page in the sidebar.
const PUBLIC_PAGE = { access: 'public', layout: 'public' } as const;
const STAFF_PAGE = { access: 'signedIn', layout: 'app' } as const;

export const ROUTES = [
  // Public
  { path: '/', page: 'home', title: 'Home', access: 'public', layout: 'home' },
  { path: '/login', page: 'login', title: 'Sign in', ...PUBLIC_PAGE },
  { path: '/contact', page: 'contact', title: 'Contact Us', ...PUBLIC_PAGE },
  { path: '/services', page: 'services', title: 'Services', ...PUBLIC_PAGE },
  {
    path: '/services/hca-exam-booking',
    page: 'hca-exam-booking',
    title: 'HCA Exam Booking',
    ...PUBLIC_PAGE,
  },
  {
    path: '/services/hca-exam-booking/apply',
    page: 'hca-exam-booking-apply',
    title: 'Book an HCA Exam Seat',
    ...PUBLIC_PAGE,
  },
  {
    path: '/services/hca-exam-registration',
    page: 'hca-exam-registration',
    title: 'HCA Exam Registration',
    ...PUBLIC_PAGE,
  },
  { path: '/services/:serviceId', page: 'service-detail', title: 'Service', ...PUBLIC_PAGE },
  {
    path: '/service-application/:serviceId',
    page: 'service-application',
    title: 'Service Application',
    ...PUBLIC_PAGE,
  },
  { path: '/about-us', page: 'about-us', title: 'About Us', ...PUBLIC_PAGE },
  { path: '/resources', page: 'resources', title: 'Resources', ...PUBLIC_PAGE },
  { path: '/banking', page: 'banking', title: 'Banking', ...PUBLIC_PAGE },
  {
    path: '/hca-exam-registration',
    page: 'hca-exam-registration',
    title: 'HCA Exam Registration',
    ...PUBLIC_PAGE,
  },
  {
    path: '/hca-exam-booking',
    page: 'hca-exam-booking',
    title: 'HCA Exam Booking',
    ...PUBLIC_PAGE,
  },
  { path: '/license-renewal', page: 'license-renewal', title: 'Licence Renewal', ...PUBLIC_PAGE },
  { path: '/jobs', page: 'jobs', title: 'Jobs', ...PUBLIC_PAGE },
  { path: '/jobs/:jobId', page: 'job-detail', title: 'Job', ...PUBLIC_PAGE },
  {
    path: '/appointment/:appointmentId',
    page: 'appointment',
    title: 'Your Appointment',
    ...PUBLIC_PAGE,
  },
  {
    path: '/book-appointment',
    page: 'book-appointment',
    title: 'Book an Appointment',
    access: 'open',
    layout: 'public',
  },
  { path: '/privacy', page: 'privacy', title: 'Privacy Policy', ...PUBLIC_PAGE },
  { path: '/terms', page: 'terms', title: 'Terms of Use', ...PUBLIC_PAGE },
  // The waiting-room TV (issue 11): public, full screen, never in the sidebar.
  {
    path: '/queue-display',
    page: 'queue-display',
    title: 'Now serving',
    access: 'public',
    layout: 'display',
  },

  // Signed in
  { path: '/dashboard', page: 'dashboard', title: 'Dashboard', ...STAFF_PAGE },
  { path: '/tasks/:taskId', page: 'task', title: 'Task', ...STAFF_PAGE },
  { path: '/tasks/:taskId/complete', page: 'complete-task', title: 'Complete Task', ...STAFF_PAGE },
  { path: '/create-task', page: 'create-task', title: 'Create Task', ...STAFF_PAGE },
  { path: '/bank-services', page: 'bank-services', title: 'Bank Services', ...STAFF_PAGE },
  {
    path: '/bank-services/clients/:clientId',
    page: 'bank-client',
    title: 'Bank Client',
    ...STAFF_PAGE,
  },
  {
    path: '/visitors/register',
    page: 'visitor-registration',
    title: 'Visitor Registration',
    ...STAFF_PAGE,
  },
  { path: '/visits', page: 'visits', title: 'Visit Management', ...STAFF_PAGE },
  { path: '/visits/:visitId', page: 'visit-detail', title: 'Visit', ...STAFF_PAGE },
  { path: '/appointments', page: 'appointments', title: 'Appointments', ...STAFF_PAGE },
  {
    path: '/appointments/:appointmentId',
    page: 'appointment-detail',
    title: 'Appointment',
    ...STAFF_PAGE,
  },
  { path: '/reports', page: 'reports', title: 'Reports', ...STAFF_PAGE },
  { path: '/my-visits', page: 'my-visits', title: 'My Visits', ...STAFF_PAGE },
  { path: '/my-assignments', page: 'my-assignments', title: 'My Assignments', ...STAFF_PAGE },
  { path: '/staff-profile', page: 'staff-profile', title: 'Staff Profile', ...STAFF_PAGE },
  { path: '/applications', page: 'applications', title: 'Applications', ...STAFF_PAGE },
  { path: '/hca-applications', page: 'hca-applications', title: 'HCA Applications', ...STAFF_PAGE },
  {
    path: '/applications/:applicationId',
    page: 'application-detail',
    title: 'Application',
    ...STAFF_PAGE,
  },
  {
    path: '/hca-applications/:applicationId',
    page: 'hca-application-detail',
    title: 'HCA Application',
    ...STAFF_PAGE,
  },
  { path: '/account-settings', page: 'account-settings', title: 'Account Settings', ...STAFF_PAGE },
  {
    path: '/messages',
    page: 'messages',
    title: 'Messages',
    access: 'signedIn',
    layout: 'fullHeight',
  },

  // Admin only
  { path: '/users', page: 'users', title: 'Users', ...STAFF_PAGE, allowedRoles: ADMIN_ONLY },
  {
    path: '/users/:userId',
    page: 'user-detail',
    title: 'User',
    ...STAFF_PAGE,
    allowedRoles: ADMIN_ONLY,
  },
  // The outbox of emailed notifications (issue 16): linked from the /users page header.
  {
    path: '/admin/mail',
    page: 'mail-outbox',
    title: 'Mail Outbox',
    ...STAFF_PAGE,
    allowedRoles: ADMIN_ONLY,
  },

  // Admin or manager
  {
    path: '/admin/license-renewals',
    page: 'license-renewals-admin',
    title: 'License Renewals',
    ...STAFF_PAGE,
    allowedRoles: ADMIN_OR_MANAGER,
  },
  {
    path: '/admin/license-renewals/:renewalId',
    page: 'license-renewal-detail',
    title: 'Licence renewal',
    ...STAFF_PAGE,
    allowedRoles: ADMIN_OR_MANAGER,
  },
  {
    path: '/post-jobs',
    page: 'post-jobs',
    title: 'Post Jobs',
    ...STAFF_PAGE,
    allowedRoles: ADMIN_OR_MANAGER,
  },
  {
    path: '/commission-dashboard',
    page: 'commission-dashboard',
    title: 'Commission Dashboard',
    ...STAFF_PAGE,
    allowedRoles: ADMIN_OR_MANAGER,
  },
] as const satisfies readonly AppRoute[];

/** A page's stable id: one per page component, shared by the paths that show the same page. */
export type PageId = (typeof ROUTES)[number]['page'];

/** Every page id, in route order, each once. */
export const PAGE_IDS: readonly PageId[] = [...new Set(ROUTES.map((route) => route.page))];

const TITLES = new Map<PageId, string>(ROUTES.map((route) => [route.page, route.title]));

/**
 * The one source of a page's title: the document title and the page's `<h1>` both read it (the
 * paths that share a page id share its title).
 */
export function routeTitle(page: PageId): string {
  return TITLES.get(page) ?? '';
}

/** Whether a string (a route handle's page, say) is a page id of ROUTES. */
export function isPageId(value: unknown): value is PageId {
  return typeof value === 'string' && TITLES.has(value as PageId);
}

/** Public routes with no path parameter, with a concrete example for each parameterised one. */
export function examplePath(route: AppRoute): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => `example-${name}`);
}

/**
 * Paths that are not pages of their own but lead to one. The sidebar of docs/product.md §2.5 links
 * License Renewals to /license-renewals, while the back-office page is /admin/license-renewals.
 */
export const ROUTE_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/license-renewals', to: '/admin/license-renewals' },
];
