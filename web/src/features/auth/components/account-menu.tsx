import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRestrictedUser } from '@centre/domain/access';
import { Link, useNavigate } from 'react-router-dom';
import { DisclosureButton } from '../../../components/disclosure-button';
import { useAuthSessionActions, useAuthSessionIfStarted } from '../auth-session';

/** The pages of one's own account, named by their route titles (common:routes). */
const ACCOUNT_PAGES = [
  { path: '/staff-profile', title: 'routes.staff-profile' },
  { path: '/account-settings', title: 'routes.account-settings' },
] as const;

/**
 * The signed-in user's menu in the header: their profile and account settings (where the language
 * preference lives), then Sign Out. A restricted user (bank services only) reaches neither page:
 * their menu has `restrictedChoices` (the app's: their language) and Sign Out.
 */
export function AccountMenu({ restrictedChoices }: { restrictedChoices?: ReactNode }) {
  // The app shell's words (common:account): the menu is part of the header.
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useAuthSessionActions();
  const { user } = useAuthSessionIfStarted();
  const ownPages = user && !isRestrictedUser(user, user.restricted ? [user.uid] : []);
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      setOpen(false);
      await navigate('/');
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div className="account-menu" ref={containerRef}>
      <DisclosureButton
        ref={buttonRef}
        className="btn btn--outline btn--sm"
        expanded={open}
        controls={menuId}
        onExpandedChange={setOpen}
      >
        {t('account.menu')}
      </DisclosureButton>
      <div id={menuId} className="account-menu__panel" hidden={!open}>
        {ownPages &&
          ACCOUNT_PAGES.map((page) => (
            <Link
              key={page.path}
              to={page.path}
              className="account-menu__item"
              onClick={() => setOpen(false)}
            >
              {t(page.title)}
            </Link>
          ))}
        {user && !ownPages && restrictedChoices}
        <button
          type="button"
          className="account-menu__item"
          onClick={() => void onSignOut()}
          disabled={signingOut}
        >
          {t('account.signOut')}
        </button>
      </div>
    </div>
  );
}
