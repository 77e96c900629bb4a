import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Button } from '../../components/button';
import { DisclosureButton } from '../../components/disclosure-button';
import { BrandMark, Icon } from '../../components/icons';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { useAuthSessionIfStarted } from '../../features/auth/auth-session';
import { LanguageSwitch } from './language-switch';

// The sign-in form (react-hook-form, the sign-in calls) loads when someone wants to sign in,
// not with the landing page. Hovering or focusing LOGIN starts the download early.
const loadLoginModal = () => import('../../features/auth/components/login-modal');
const LoginModal = lazy(() => loadLoginModal().then((module) => ({ default: module.LoginModal })));
const preloadLoginModal = () => {
  loadLoginModal().catch(() => undefined);
};

const PUBLIC_LINKS = [
  { label: 'nav.services', to: '/services' },
  { label: 'nav.resources', to: '/resources' },
  { label: 'nav.aboutUs', to: '/about-us' },
  { label: 'nav.contactUs', to: '/contact' },
] as const;

/** The public pages' links, in the bar or in the mobile menu (`listClass`: its list's class). */
function PublicLinks({ listClass }: { listClass: 'site-nav' | 'mobile-menu' }) {
  const { t } = useTranslation();
  return (
    <ul className={`${listClass}__list`}>
      {PUBLIC_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={`${listClass}__link`}>
            {t(link.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

// The role badge reads the domain's labels (lib/labels.ts): it loads once someone is signed in.
const RoleBadge = lazy(() => import('./role-badge'));
// A restricted user's language choice saves to their record (the Firestore SDK): it loads only
// when such a user is signed in.
const OwnLanguageSwitch = lazy(() => import('./own-language-switch'));

export function Header() {
  const { t } = useTranslation();
  const session = useAuthSessionIfStarted();
  const location = useLocation();
  const [loginOpen, setLoginOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(location.pathname);
  const mobileMenuId = useId();
  const menuToggle = useRef<HTMLButtonElement>(null);
  const closeLogin = useCallback(() => setLoginOpen(false), []);

  // Following a link in the mobile menu closes it.
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const openLogin = (fromMenu: boolean) => {
    // The dialog gives focus back to the element that had it when it opened. LOGIN in the mobile
    // menu is hidden with the menu, so the Menu button (still on the page) is made that element.
    if (fromMenu) menuToggle.current?.focus();
    setMenuOpen(false);
    setLoginOpen(true);
  };

  // Signed in but the record still loading: neither the public links nor the welcome yet.
  const signedIn = session.status === 'signedIn' || session.status === 'loadingUser';

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          <BrandMark className="brand__mark" />
          <span>{t('brand')}</span>
        </Link>

        {session.status === 'signedIn' && (
          <div className="site-header__account">
            <span className="site-header__welcome">
              {t('header.welcome', { name: session.user.displayName })}
            </span>
            {session.user.role && (
              <Suspense fallback={null}>
                <RoleBadge role={session.user.role} />
              </Suspense>
            )}
            <AccountMenu
              restrictedChoices={
                <Suspense fallback={null}>
                  <OwnLanguageSwitch />
                </Suspense>
              }
            />
          </div>
        )}

        {/* While auth is still loading the visitor sees the public navigation: the public site
            must work even when the identity service is slow or unreachable. */}
        {!signedIn && (
          <>
            <LanguageSwitch className="language-switch language-switch--bar" />
            <nav className="site-nav" aria-label={t('header.mainNav')}>
              <PublicLinks listClass="site-nav" />
              <Button
                size="sm"
                onClick={() => openLogin(false)}
                onPointerEnter={preloadLoginModal}
                onFocus={preloadLoginModal}
              >
                {t('header.login')}
              </Button>
            </nav>
            <DisclosureButton
              ref={menuToggle}
              className="menu-toggle"
              expanded={menuOpen}
              controls={mobileMenuId}
              onExpandedChange={setMenuOpen}
            >
              <Icon name={menuOpen ? 'close' : 'menu'} />
              <span>{t('header.menu')}</span>
            </DisclosureButton>
          </>
        )}
      </div>

      {!signedIn && (
        <nav
          id={mobileMenuId}
          className="mobile-menu"
          aria-label={t('header.mobileNav')}
          hidden={!menuOpen}
        >
          <PublicLinks listClass="mobile-menu" />
          {/* On the narrowest phones the bar has no room for the switch: it lives here. */}
          <LanguageSwitch className="language-switch language-switch--menu" />
          <Button fullWidth onClick={() => openLogin(true)} onPointerEnter={preloadLoginModal}>
            {t('header.login')}
          </Button>
        </nav>
      )}

      {loginOpen && !signedIn && (
        <Suspense fallback={null}>
          <LoginModal open onClose={closeLogin} />
        </Suspense>
      )}
    </header>
  );
}
