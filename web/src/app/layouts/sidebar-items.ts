import type { IconName } from '../../components/icons';

/** Permission names of SPEC 6 that gate a sidebar item. */
export type SidebarPermission =
  | 'view_dashboard'
  | 'view_visitor_registration'
  | 'view_visit_management'
  | 'view_applications'
  | 'view_appointments'
  | 'view_jobs'
  | 'view_license_renewals'
  | 'view_messages'
  | 'view_reports'
  | 'view_users'
  | 'view_bank_services';

export interface SidebarItem {
  label: string;
  to: string;
  permission: SidebarPermission;
  icon: IconName;
  /** Shows the unread messages badge. */
  showsUnreadBadge?: boolean;
}

/**
 * The sidebar of SPEC 2, in order. Each item names the permission it needs so the sidebar can be
 * filtered by the user's permissions (SPEC 6 sidebar filtering); for now every item is shown.
 */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { label: 'Dashboard', to: '/dashboard', permission: 'view_dashboard', icon: 'dashboard' },
  {
    label: 'Visitor Registration',
    to: '/visitors/register',
    permission: 'view_visitor_registration',
    icon: 'userPlus',
  },
  {
    label: 'Visit Management',
    to: '/visits',
    permission: 'view_visit_management',
    icon: 'clipboard',
  },
  {
    label: 'HCA Applications',
    to: '/applications',
    permission: 'view_applications',
    icon: 'fileText',
  },
  { label: 'Appointments', to: '/appointments', permission: 'view_appointments', icon: 'calendar' },
  { label: 'Jobs', to: '/post-jobs', permission: 'view_jobs', icon: 'briefcase' },
  // SPEC 2's sidebar table names /license-renewals; the admin page itself is /admin/license-renewals.
  {
    label: 'License Renewals',
    to: '/license-renewals',
    permission: 'view_license_renewals',
    icon: 'badge',
  },
  {
    label: 'Messages',
    to: '/messages',
    permission: 'view_messages',
    icon: 'message',
    showsUnreadBadge: true,
  },
  { label: 'Reports', to: '/reports', permission: 'view_reports', icon: 'chart' },
  { label: 'Users', to: '/users', permission: 'view_users', icon: 'users' },
  { label: 'Bank Services', to: '/bank-services', permission: 'view_bank_services', icon: 'bank' },
];
