import { hasPermission, type AccessUser } from './access';
import type { Permission } from './permissions';

export interface SidebarItem {
  label: string;
  to: string;
  permission: Permission;
}

/**
 * SPEC 2 sidebar table, in its order. Where the SPEC says the route is "not shown", the item
 * links to the back-office page of the same name.
 */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { label: 'Dashboard', to: '/dashboard', permission: 'view_dashboard' },
  {
    label: 'Visitor Registration',
    to: '/visitors/register',
    permission: 'view_visitor_registration',
  },
  { label: 'Visit Management', to: '/visits', permission: 'view_visit_management' },
  { label: 'HCA Applications', to: '/applications', permission: 'view_applications' },
  { label: 'Appointments', to: '/appointments', permission: 'view_appointments' },
  { label: 'Jobs', to: '/post-jobs', permission: 'view_jobs' },
  { label: 'License Renewals', to: '/license-renewals', permission: 'view_license_renewals' },
  { label: 'Messages', to: '/messages', permission: 'view_messages' },
  { label: 'Reports', to: '/reports', permission: 'view_reports' },
  { label: 'Users', to: '/users', permission: 'view_users' },
  { label: 'Bank Services', to: '/bank-services', permission: 'view_bank_services' },
];

/**
 * SPEC 6 sidebar filtering: no user data -> nothing; equity -> Bank Services only; no role ->
 * Dashboard and Visitor Registration; everyone else -> the items whose permission they hold.
 */
export function visibleSidebarItems(user: AccessUser | null | undefined): SidebarItem[] {
  if (!user) return [];
  if (user.role === 'equity') return SIDEBAR_ITEMS.filter((item) => item.label === 'Bank Services');
  if (!user.role) {
    return SIDEBAR_ITEMS.filter(
      (item) => item.label === 'Dashboard' || item.label === 'Visitor Registration',
    );
  }
  return SIDEBAR_ITEMS.filter((item) => hasPermission(user, item.permission));
}
