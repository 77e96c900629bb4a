import type { Role } from './roles';

/**
 * Every route of SPEC 2, once. The web router builds itself from this table, the route guard
 * reads its access rules, and the end-to-end tests walk its public entries.
 *
 * access:
 * - public: anyone, no guard.
 * - open: behind the route guard, which lets unauthenticated users through (SPEC 6: book-appointment).
 * - signedIn: requires sign-in; `allowedRoles` narrows it further (admin always passes).
 */
export type RouteAccess = 'public' | 'open' | 'signedIn';

/** home: header and footer only; public: the same chrome; app: sidebar; fullHeight: messages. */
export type RouteLayout = 'home' | 'public' | 'app' | 'fullHeight';

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

export const ROUTES: readonly AppRoute[] = [
  // Public
  { path: '/', page: 'home', title: 'Home', access: 'public', layout: 'home' },
  { path: '/login', page: 'login', title: 'Sign in', access: 'public', layout: 'public' },
  { path: '/contact', page: 'contact', title: 'Contact Us', access: 'public', layout: 'public' },
  { path: '/services', page: 'services', title: 'Services', access: 'public', layout: 'public' },
  {
    path: '/services/hca-exam-booking',
    page: 'hca-exam-booking',
    title: 'HCA Exam Booking',
    access: 'public',
    layout: 'public',
  },
  {
    path: '/services/hca-exam-booking/apply',
    page: 'hca-exam-booking-apply',
    title: 'Book an HCA Exam Seat',
    access: 'public',
    layout: 'public',
  },
  {
    path: '/services/hca-exam-registration',
    page: 'hca-exam-registration',
    title: 'HCA Exam Registration',
    access: 'public',
    layout: 'public',
  },
  {
    path: '/services/:serviceId',
    page: 'service-detail',
    title: 'Service',
    access: 'public',
    layout: 'public',
  },
  {
    path: '/service-application/:serviceId',
    page: 'service-application',
    title: 'Service Application',
    access: 'public',
    layout: 'public',
  },
  { path: '/about-us', page: 'about-us', title: 'About Us', access: 'public', layout: 'public' },
  { path: '/resources', page: 'resources', title: 'Resources', access: 'public', layout: 'public' },
  { path: '/banking', page: 'banking', title: 'Banking', access: 'public', layout: 'public' },
  {
    path: '/hca-exam-registration',
    page: 'hca-exam-registration',
    title: 'HCA Exam Registration',
    access: 'public',
    layout: 'public',
  },
  {
    path: '/hca-exam-booking',
    page: 'hca-exam-booking',
    title: 'HCA Exam Booking',
    access: 'public',
    layout: 'public',
  },
  {
    path: '/license-renewal',
    page: 'license-renewal',
    title: 'Licence Renewal',
    access: 'public',
    layout: 'public',
  },
  { path: '/jobs', page: 'jobs', title: 'Jobs', access: 'public', layout: 'public' },
  { path: '/jobs/:jobId', page: 'job-detail', title: 'Job', access: 'public', layout: 'public' },
  {
    path: '/appointment/:appointmentId',
    page: 'appointment',
    title: 'Your Appointment',
    access: 'public',
    layout: 'public',
  },
  {
    path: '/book-appointment',
    page: 'book-appointment',
    title: 'Book an Appointment',
    access: 'open',
    layout: 'public',
  },
  {
    path: '/privacy',
    page: 'privacy',
    title: 'Privacy Policy',
    access: 'public',
    layout: 'public',
  },
  { path: '/terms', page: 'terms', title: 'Terms of Use', access: 'public', layout: 'public' },

  // Signed in
  { path: '/dashboard', page: 'dashboard', title: 'Dashboard', access: 'signedIn', layout: 'app' },
  { path: '/tasks/:taskId', page: 'task', title: 'Task', access: 'signedIn', layout: 'app' },
  {
    path: '/tasks/:taskId/complete',
    page: 'complete-task',
    title: 'Complete Task',
    access: 'signedIn',
    layout: 'app',
  },
  {
    path: '/create-task',
    page: 'create-task',
    title: 'Create Task',
    access: 'signedIn',
    layout: 'app',
  },
  {
    path: '/bank-services',
    page: 'bank-services',
    title: 'Bank Services',
    access: 'signedIn',
    layout: 'app',
  },
  {
    path: '/bank-services/clients/:clientId',
    page: 'bank-client',
    title: 'Bank Client',
    access: 'signedIn',
    layout: 'app',
  },
  {
    path: '/visitors/register',
    page: 'visitor-registration',
    title: 'Visitor Registration',
    access: 'signedIn',
    layout: 'app',
  },
  { path: '/visits', page: 'visits', title: 'Visit Management', access: 'signedIn', layout: 'app' },
  {
    path: '/visits/:visitId',
    page: 'visit-detail',
    title: 'Visit',
    access: 'signedIn',
    layout: 'app',
  },
  {
    path: '/appointments',
    page: 'appointments',
    title: 'Appointments',
    access: 'signedIn',
    layout: 'app',
  },
  {
    path: '/appointments/:appointmentId',
    page: 'appointment-detail',
    title: 'Appointment',
    access: 'signedIn',
    layout: 'app',
  },
  { path: '/reports', page: 'reports', title: 'Reports', access: 'signedIn', layout: 'app' },
  { path: '/my-visits', page: 'my-visits', title: 'My Visits', access: 'signedIn', layout: 'app' },
  {
    path: '/my-assignments',
    page: 'my-assignments',
    title: 'My Assignments',
    access: 'signedIn',
    layout: 'app',
  },
  {
    path: '/staff-profile',
    page: 'staff-profile',
    title: 'Staff Profile',
    access: 'signedIn',
    layout: 'app',
  },
  {
    path: '/applications',
    page: 'applications',
    title: 'Applications',
    access: 'signedIn',
    layout: 'app',
  },
  {
    path: '/hca-applications',
    page: 'hca-applications',
    title: 'HCA Applications',
    access: 'signedIn',
    layout: 'app',
  },
  {
    path: '/applications/:applicationId',
    page: 'application-detail',
    title: 'Application',
    access: 'signedIn',
    layout: 'app',
  },
  {
    path: '/hca-applications/:applicationId',
    page: 'hca-application-detail',
    title: 'HCA Application',
    access: 'signedIn',
    layout: 'app',
  },
  {
    path: '/account-settings',
    page: 'account-settings',
    title: 'Account Settings',
    access: 'signedIn',
    layout: 'app',
  },
  {
    path: '/messages',
    page: 'messages',
    title: 'Messages',
    access: 'signedIn',
    layout: 'fullHeight',
  },

  // Admin only
  {
    path: '/users',
    page: 'users',
    title: 'Users',
    access: 'signedIn',
    layout: 'app',
    allowedRoles: ADMIN_ONLY,
  },
  {
    path: '/users/:userId',
    page: 'user-detail',
    title: 'User',
    access: 'signedIn',
    layout: 'app',
    allowedRoles: ADMIN_ONLY,
  },

  // Admin or manager
  {
    path: '/admin/license-renewals',
    page: 'license-renewals-admin',
    title: 'License Renewals',
    access: 'signedIn',
    layout: 'app',
    allowedRoles: ADMIN_OR_MANAGER,
  },
  {
    path: '/post-jobs',
    page: 'post-jobs',
    title: 'Post Jobs',
    access: 'signedIn',
    layout: 'app',
    allowedRoles: ADMIN_OR_MANAGER,
  },
  {
    path: '/commission-dashboard',
    page: 'commission-dashboard',
    title: 'Commission Dashboard',
    access: 'signedIn',
    layout: 'app',
    allowedRoles: ADMIN_OR_MANAGER,
  },
];

/** Public routes with no path parameter, with a concrete example for each parameterised one. */
export function examplePath(route: AppRoute): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => `example-${name}`);
}

/**
 * Paths that are not pages of their own but lead to one. SPEC 2's sidebar table links License
 * Renewals to /license-renewals, while the back-office page is /admin/license-renewals.
 */
export const ROUTE_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/license-renewals', to: '/admin/license-renewals' },
];
