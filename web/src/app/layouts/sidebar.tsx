import { SIDEBAR_WIDTH } from '../../config';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { UnreadBadge, formatUnreadBadge } from '../../features/messages/components/unread-badge';
import { ALL_SIDEBAR_ITEMS, isSidebarPage, type SidebarItem } from './sidebar-items';

interface SidebarProps {
  items?: readonly SidebarItem[];
  /** Unread messages; the live count is wired by the messages feature later. */
  unreadCount?: number;
  defaultExpanded?: boolean;
}

export function Sidebar({
  items = ALL_SIDEBAR_ITEMS,
  unreadCount = 0,
  defaultExpanded = false,
}: SidebarProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const navId = useId();

  return (
    <aside
      className={expanded ? 'sidebar sidebar--expanded' : 'sidebar'}
      style={{ width: expanded ? SIDEBAR_WIDTH.expanded : SIDEBAR_WIDTH.collapsed }}
    >
      <button
        type="button"
        className="sidebar__toggle"
        aria-expanded={expanded}
        aria-controls={navId}
        aria-label={expanded ? t('sidebar.collapse') : t('sidebar.expand')}
        onClick={() => setExpanded((value) => !value)}
      >
        <Icon name={expanded ? 'chevronLeft' : 'chevronRight'} />
      </button>
      <nav id={navId} aria-label={t('sidebar.nav')}>
        <ul className="sidebar__list">
          {items.map((item) => {
            // The sidebar label of docs/product.md §2.5, in the UI language (keyed by page id).
            const label = isSidebarPage(item.page) ? t(`sidebar.items.${item.page}`) : item.label;
            const badge = item.showsUnreadBadge && unreadCount > 0;
            const accessibleName = badge
              ? t('sidebar.withUnread', {
                  label,
                  badge: formatUnreadBadge(unreadCount),
                  count: unreadCount,
                })
              : label;
            return (
              <li key={item.page}>
                <NavLink
                  to={item.to}
                  className="sidebar__link"
                  aria-label={accessibleName}
                  title={expanded ? undefined : label}
                >
                  <span className="sidebar__icon">
                    <Icon name={item.icon} />
                    {item.showsUnreadBadge && !expanded && <UnreadBadge count={unreadCount} />}
                  </span>
                  <span className={expanded ? 'sidebar__text' : 'visually-hidden'}>{label}</span>
                  {/* Read as "Messages 3": the name ("Messages 3 unread") starts with what is
                      seen, so that voice control finds the link by its words (WCAG 2.5.3). */}
                  {item.showsUnreadBadge && expanded && (
                    <>
                      {' '}
                      <UnreadBadge count={unreadCount} />
                    </>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
