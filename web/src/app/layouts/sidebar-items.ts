import {
  SIDEBAR_ITEMS,
  type SidebarItem as DomainSidebarItem,
  type SidebarPageId,
} from '@centre/domain/sidebar';
import type { IconName } from '../../components/icons';

/** A domain sidebar item (label, route, permission) with how the app draws it. */
export interface SidebarItem extends DomainSidebarItem {
  icon: IconName;
  /** Shows the unread messages badge. */
  showsUnreadBadge?: boolean;
}

// By page id: a sidebar item without an icon is a type error.
const ICONS: Record<SidebarPageId, IconName> = {
  dashboard: 'dashboard',
  'visitor-registration': 'userPlus',
  visits: 'clipboard',
  applications: 'fileText',
  appointments: 'calendar',
  'post-jobs': 'briefcase',
  'license-renewals-admin': 'badge',
  messages: 'message',
  reports: 'chart',
  users: 'users',
  'bank-services': 'bank',
};

/**
 * Whether a page is one of the sidebar of docs/product.md §2.5 items (its label then has a
 * translation key).
 */
export function isSidebarPage(page: DomainSidebarItem['page']): page is SidebarPageId {
  return page in ICONS;
}

function iconOf(page: DomainSidebarItem['page']): IconName {
  return isSidebarPage(page) ? ICONS[page] : 'dashboard';
}

export function withPresentation(items: readonly DomainSidebarItem[]): SidebarItem[] {
  return items.map((item) => ({
    ...item,
    icon: iconOf(item.page),
    showsUnreadBadge: item.page === 'messages',
  }));
}

/** Every item of the sidebar of docs/product.md §2.5, unfiltered. */
export const ALL_SIDEBAR_ITEMS: readonly SidebarItem[] = withPresentation(SIDEBAR_ITEMS);
