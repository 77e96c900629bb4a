import type { AppRoute } from '@centre/domain/routes';
import type { ReactNode } from 'react';

interface RouteGuardProps {
  route: AppRoute;
  children: ReactNode;
}

/**
 * Wraps every 'open' and 'signedIn' page. It lets everything through for now; the route-guard
 * issue (SPEC 6 "Route guard": sign-in redirect to /login, loading spinner, allowedRoles and the
 * restricted user id -> Access Denied) fills it in here, reading `route.access` and
 * `route.allowedRoles`.
 */
export function RouteGuard({ route: _route, children }: RouteGuardProps) {
  return children;
}
