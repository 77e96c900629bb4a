import { visibleSidebarItems } from '@centre/domain/sidebar';
import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuthSession } from '../../features/auth/auth-session';
import { useUnreadCount } from '../../features/messages/hooks/use-unread-count';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { Sidebar } from './sidebar';
import { SnackbarHost } from './snackbar-host';
import { withPresentation } from './sidebar-items';

interface AppLayoutProps {
  /** Messages: the main area fills the viewport below the header and never scrolls the page. */
  fullHeight?: boolean;
}

export function AppLayout({ fullHeight = false }: AppLayoutProps) {
  const { user } = useAuthSession();
  // docs/product.md §6.7 sidebar filtering; the route guard, not the sidebar, is what keeps pages
  // closed.
  const items = useMemo(() => withPresentation(visibleSidebarItems(user)), [user]);
  const unreadCount = useUnreadCount(user?.uid);
  return (
    <SnackbarHost>
      <div className={fullHeight ? 'app app--full-height' : 'app'}>
        <NavigationProgress />
        <Header />
        <div className="app__body">
          <Sidebar items={items} unreadCount={unreadCount} />
          <main id="main" tabIndex={-1} className="app__main">
            <Outlet />
          </main>
        </div>
      </div>
    </SnackbarHost>
  );
}
