import { decideRouteAccess, hasPermission, isRestrictedUser } from '@centre/domain/access';
import type { AppRoute } from '@centre/domain/routes';
import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../components/spinner';
import {
  useAuthSession,
  useAuthSessionIfStarted,
  type AuthSession,
} from '../features/auth/auth-session';

// Lazy: only seeded accounts ever see it, and its password schema would bring zod (25 kB gzip)
// into every page's first paint.
const ForcedPasswordChange = lazy(() =>
  import('../features/auth/components/forced-password-change').then((module) => ({
    default: module.ForcedPasswordChange,
  })),
);

interface RouteGuardProps {
  route: AppRoute;
  children: ReactNode;
}

/**
 * Where the login page sends the user back to (docs/product.md §6: "with the original location").
 */
export interface LoginRedirectState {
  from: { pathname: string; search: string; hash: string };
}

/**
 * SPEC's Access Denied, with its link to bank services; a member of staff who has a dashboard
 * (everyone but the restricted bank users) also gets a way back to it, since the bank desk may be
 * closed to them too.
 */
export function AccessDenied({ user }: { user?: AuthSession['user'] }) {
  const { t } = useTranslation();
  const dashboard =
    !!user &&
    hasPermission(user, 'view_dashboard') &&
    !isRestrictedUser(user, user.restricted ? [user.uid] : []);
  return (
    <section className="page access-denied" aria-labelledby="access-denied-title">
      <h1 id="access-denied-title" className="page__title">
        {t('guard.accessDeniedTitle')}
      </h1>
      <p role="alert">{t('guard.accessDenied')}</p>
      <p>
        <Link to="/bank-services">{t('guard.goToBankServices')}</Link>
      </p>
      {dashboard && (
        <p>
          <Link to="/dashboard">{t('guard.goToDashboard')}</Link>
        </p>
      )}
    </section>
  );
}

function SessionSpinner() {
  const { t } = useTranslation();
  return (
    <div className="guard-loading">
      <Spinner size="lg" label={t('guard.checkingSession')} />
    </div>
  );
}

/**
 * docs/product.md §6.4 route guard around every 'open' and 'signedIn' page. The decision itself is
 * the domain's `decideRouteAccess`; this component only renders it. A seeded account that must set
 * a new password sees that form before anything else (docs/product.md §12.2).
 *
 * An 'open' page (/book-appointment) does not start the session itself: on a device where nobody
 * is signed in (no session hint, so nothing is loading) the visitor is signed out and passes at
 * once, without downloading Auth, and the page is pre-rendered as a public one. Where someone is
 * signed in, the session provider has started the session and the guard waits for it as usual.
 */
export function RouteGuard({ route, children }: RouteGuardProps) {
  return route.access === 'open' ? (
    <OpenRouteGuard route={route}>{children}</OpenRouteGuard>
  ) : (
    <SignedInRouteGuard route={route}>{children}</SignedInRouteGuard>
  );
}

function OpenRouteGuard({ route, children }: RouteGuardProps) {
  const session = useAuthSessionIfStarted();
  return (
    <GuardDecision route={route} session={session}>
      {children}
    </GuardDecision>
  );
}

function SignedInRouteGuard({ route, children }: RouteGuardProps) {
  const session = useAuthSession();
  return (
    <GuardDecision route={route} session={session}>
      {children}
    </GuardDecision>
  );
}

function GuardDecision({ route, session, children }: RouteGuardProps & { session: AuthSession }) {
  const location = useLocation();
  const user = session.user;
  const decision = decideRouteAccess({
    route,
    pathname: location.pathname,
    authLoading: session.status === 'loading' || session.status === 'loadingUser',
    user,
    restrictedUserIds: user?.restricted ? [user.uid] : [],
  });

  switch (decision.kind) {
    case 'loading':
      return <SessionSpinner />;
    case 'redirectToLogin': {
      const state: LoginRedirectState = {
        from: { pathname: location.pathname, search: location.search, hash: location.hash },
      };
      return <Navigate to="/login" replace state={state} />;
    }
    case 'accessDenied':
      return <AccessDenied user={user} />;
    case 'allow':
      if (user?.mustChangePassword) {
        return (
          <Suspense fallback={<SessionSpinner />}>
            <ForcedPasswordChange user={user} />
          </Suspense>
        );
      }
      return children;
  }
}
