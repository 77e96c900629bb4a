import { Outlet } from 'react-router-dom';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { Sidebar } from './sidebar';

interface AppLayoutProps {
  /** Messages: the main area fills the viewport below the header and never scrolls the page. */
  fullHeight?: boolean;
}

export function AppLayout({ fullHeight = false }: AppLayoutProps) {
  return (
    <div className={fullHeight ? 'app app--full-height' : 'app'}>
      <NavigationProgress />
      <Header />
      <div className="app__body">
        <Sidebar />
        <main id="main" tabIndex={-1} className="app__main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
