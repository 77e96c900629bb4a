import { hasPermission, type AccessUser } from './access';
import type { Permission } from './permissions';
import type { PageId } from './routes';

export interface SidebarItem {
  /** The page the item leads to: code refers to an item by this id, never by its label. */
  page: PageId;
  /** The docs/product.md §2 sidebar label, displayed as written (not always the page's title). */
  label: string;
  to: string;
  permission: Permission;
}

/**
 * docs/product.md §2.5 sidebar table, in its order. Where the product leaves the link open, the
 * item links to the back-office page of the same name.
 */
export const SIDEBAR_ITEMS = [
  { page: 'dashboard', label: 'Dashboard', to: '/dashboard', permission: 'view_dashboard' },
  {
    page: 'visitor-registration',
    label: 'Visitor Registration',
    to: '/visitors/register',
    permission: 'view_visitor_registration',
  },
  { page: 'visits', label: 'Visit Management', to: '/visits', permission: 'view_visit_management' },
  {
    page: 'applications',
    label: 'HCA Applications',
    to: '/applications',
    permission: 'view_applications',
  },
  {
    page: 'appointments',
    label: 'Appointments',
    to: '/appointments',
    permission: 'view_appointments',
  },
  { page: 'post-jobs', label: 'Jobs', to: '/post-jobs', permission: 'view_jobs' },
  {
    page: 'license-renewals-admin',
    label: 'License Renewals',
    to: '/license-renewals',
    permission: 'view_license_renewals',
  },
  { page: 'messages', label: 'Messages', to: '/messages', permission: 'view_messages' },
  { page: 'reports', label: 'Reports', to: '/reports', permission: 'view_reports' },
  { page: 'users', label: 'Users', to: '/users', permission: 'view_users' },
  {
    page: 'bank-services',
    label: 'Bank Services',
    to: '/bank-services',
    permission: 'view_bank_services',
  },
] as const satisfies readonly SidebarItem[];

/** The pages the sidebar leads to. */
export type SidebarPageId = (typeof SIDEBAR_ITEMS)[number]['page'];

/**
 * docs/product.md §6.7 sidebar filtering: no user data -> nothing; equity -> Bank Services only; no
 * role -> Dashboard and Visitor Registration; everyone else -> the items whose permission they
 * hold.
 */
export function visibleSidebarItems(user: AccessUser | null | undefined): SidebarItem[] {
  if (!user) return [];
  if (user.role === 'equity') return SIDEBAR_ITEMS.filter((item) => item.page === 'bank-services');
  if (!user.role) {
    return SIDEBAR_ITEMS.filter(
      (item) => item.page === 'dashboard' || item.page === 'visitor-registration',
    );
  }
  return SIDEBAR_ITEMS.filter((item) => hasPermission(user, item.permission));
}
