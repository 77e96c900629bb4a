import { ROLE_PERMISSIONS, type Permission } from './permissions';
import { isAdminRole, isRole } from './roles';
import type { AppRoute } from './routes';

/** What access decisions need to know about a user: their record or their token claims. */
export interface AccessUser {
  uid: string;
  role?: string | null;
  permissions?: readonly string[] | null;
}

/**
 * docs/product.md §6: false with no user or no role; true for any admin; otherwise true when the
 * role's permissions or the user's own permissions list grant it.
 */
export function hasPermission(
  user: AccessUser | null | undefined,
  permission: Permission,
): boolean {
  if (!user || !user.role) return false;
  if (!isRole(user.role)) return user.permissions?.includes(permission) ?? false;
  if (isAdminRole(user.role)) return true;
  return (
    ROLE_PERMISSIONS[user.role].includes(permission) ||
    (user.permissions?.includes(permission) ?? false)
  );
}

export const BANK_SERVICES_PATH = '/bank-services';

/** docs/product.md §6.5: role equity and the configured user ids reach only bank services. */
export function isRestrictedUser(
  user: AccessUser | null | undefined,
  restrictedUserIds: readonly string[],
): boolean {
  return !!user && (user.role === 'equity' || restrictedUserIds.includes(user.uid));
}

export function isBankServicesPath(pathname: string): boolean {
  return pathname === BANK_SERVICES_PATH || pathname.startsWith(`${BANK_SERVICES_PATH}/`);
}

export type GuardDecision =
  { kind: 'allow' } | { kind: 'loading' } | { kind: 'redirectToLogin' } | { kind: 'accessDenied' };

export interface GuardInput {
  route: Pick<AppRoute, 'access' | 'allowedRoles'>;
  pathname: string;
  authLoading: boolean;
  user: AccessUser | null;
  restrictedUserIds: readonly string[];
}

/**
 * The route guard of docs/product.md §6.4, as a pure decision. In order: public routes are not
 * guarded; a spinner while auth loads; open routes (book-appointment) let visitors through;
 * everyone else must sign in; restricted users reach only bank services; a route's role list admits
 * its roles, and admins always.
 */
export function decideRouteAccess(input: GuardInput): GuardDecision {
  const { route, pathname, authLoading, user, restrictedUserIds } = input;
  if (route.access === 'public') return { kind: 'allow' };
  if (authLoading) return { kind: 'loading' };
  if (!user) return route.access === 'open' ? { kind: 'allow' } : { kind: 'redirectToLogin' };
  if (isRestrictedUser(user, restrictedUserIds) && !isBankServicesPath(pathname)) {
    return { kind: 'accessDenied' };
  }
  if (route.allowedRoles && !isAdminRole(isRole(user.role) ? user.role : null)) {
    if (!user.role || !(route.allowedRoles as readonly string[]).includes(user.role)) {
      return { kind: 'accessDenied' };
    }
  }
  return { kind: 'allow' };
}

/**
 * Whether a user's role may open a route that lists `allowedRoles` (admins always may; a route
 * without a list lets every role through). Callables behind such a page ask this as well as their
 * permission, so the page and the server agree.
 */
export function roleMayOpen(
  route: Pick<AppRoute, 'allowedRoles'> | undefined,
  user: AccessUser | null | undefined,
): boolean {
  if (!user?.role || !isRole(user.role)) return false;
  if (isAdminRole(user.role) || !route?.allowedRoles) return true;
  return route.allowedRoles.includes(user.role);
}
