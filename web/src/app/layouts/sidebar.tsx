import { SIDEBAR_OVERLAY_MEDIA, SIDEBAR_WIDTH } from '../../config';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { DisclosureButton } from '../../components/disclosure-button';
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
  const toggleRef = useRef<HTMLButtonElement>(null);

  // On a narrow screen the expanded sidebar is a drawer over the page: choosing a page, Escape,
  // a tap beside it or focus moving out of it closes it. On a wide screen it stays open.
  const closeDrawer = () => {
    if (expanded && isOverlay()) setExpanded(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded || !isOverlay()) return;
    setExpanded(false);
    toggleRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) closeDrawer();
  };

  return (
    <>
      {expanded && (
        // Shown below 48rem only (global.css); a pointer's way out, Escape is the keyboard's.
        <div className="sidebar__backdrop" aria-hidden="true" onClick={closeDrawer} />
      )}
      {/* Escape and focus leaving come from the toggle and links inside (delegated): the aside
          itself takes no input. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <aside
        className={expanded ? 'sidebar sidebar--expanded' : 'sidebar'}
        style={{ width: expanded ? SIDEBAR_WIDTH.expanded : SIDEBAR_WIDTH.collapsed }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <DisclosureButton
          ref={toggleRef}
          className="sidebar__toggle"
          expanded={expanded}
          controls={navId}
          aria-label={expanded ? t('sidebar.collapse') : t('sidebar.expand')}
          onExpandedChange={setExpanded}
        >
          <Icon name={expanded ? 'chevronLeft' : 'chevronRight'} />
        </DisclosureButton>
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
                    onClick={closeDrawer}
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
    </>
  );
}

function isOverlay(): boolean {
  // jsdom (the tests) has no matchMedia: a wide screen unless a test says otherwise.
  return (
    typeof window.matchMedia === 'function' && window.matchMedia(SIDEBAR_OVERLAY_MEDIA).matches
  );
}
