import { SIDEBAR_ITEMS, type SidebarItem as DomainSidebarItem } from '@centre/domain/sidebar';
import type { IconName } from '../../components/icons';

/** A domain sidebar item (label, route, permission) with how the app draws it. */
export interface SidebarItem extends DomainSidebarItem {
  icon: IconName;
  /** Shows the unread messages badge. */
  showsUnreadBadge?: boolean;
}

const ICONS: Record<string, IconName> = {
  Dashboard: 'dashboard',
  'Visitor Registration': 'userPlus',
  'Visit Management': 'clipboard',
  'HCA Applications': 'fileText',
  Appointments: 'calendar',
  Jobs: 'briefcase',
  'License Renewals': 'badge',
  Messages: 'message',
  Reports: 'chart',
  Users: 'users',
  'Bank Services': 'bank',
};

export function withPresentation(items: readonly DomainSidebarItem[]): SidebarItem[] {
  return items.map((item) => ({
    ...item,
    icon: ICONS[item.label] ?? 'dashboard',
    showsUnreadBadge: item.label === 'Messages',
  }));
}

/** Every item of SPEC 2's sidebar, unfiltered. */
export const ALL_SIDEBAR_ITEMS: readonly SidebarItem[] = withPresentation(SIDEBAR_ITEMS);
