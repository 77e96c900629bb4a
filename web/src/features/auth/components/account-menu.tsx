import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuthSessionActions } from '../auth-session';

/**
 * The signed-in user's menu in the header; for now it holds Sign Out. Its words load on their
 * own, so signing in never blanks the page while they arrive.
 */
export function AccountMenu() {
  return (
    <Suspense fallback={null}>
      <AccountMenuButton />
    </Suspense>
  );
}

function AccountMenuButton() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { signOut } = useAuthSessionActions();
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
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--outline btn--sm"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('menu.account')}
      </button>
      <div id={menuId} className="account-menu__panel" hidden={!open}>
        <button
          type="button"
          className="account-menu__item"
          onClick={() => void onSignOut()}
          disabled={signingOut}
        >
          {t('menu.signOut')}
        </button>
      </div>
    </div>
  );
}
