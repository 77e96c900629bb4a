import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';

interface PublicLayoutProps {
  /** The home page's hero runs edge to edge; other public pages sit in the content column. */
  variant?: 'home' | 'public';
}

export function PublicLayout({ variant = 'public' }: PublicLayoutProps) {
  return (
    <div className="site">
      <NavigationProgress />
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className={variant === 'home' ? 'site-main' : 'site-main container'}
      >
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
