import { hasPermission } from '@centre/domain/access';
import type { Permission } from '@centre/domain/permissions';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

export interface Caller {
  uid: string;
  role: string | null;
}

/** The signed-in caller, or `unauthenticated`. */
export function requireSignIn(request: Pick<CallableRequest, 'auth'>): Caller {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in first.');
  const role = request.auth.token.role;
  return { uid: request.auth.uid, role: typeof role === 'string' ? role : null };
}

/**
 * The signed-in caller holding `permission` in their token's claims (never their user document):
 * active, not restricted, and granted it by SPEC 6's check. Otherwise `permission-denied`.
 */
export function requirePermission(
  request: Pick<CallableRequest, 'auth'>,
  permission: Permission,
): Caller {
  const caller = requireSignIn(request);
  const token: Record<string, unknown> = request.auth?.token ?? {};
  const perms = Array.isArray(token.perms) ? (token.perms as string[]) : [];
  const allowed =
    token.active === true &&
    token.restricted !== true &&
    hasPermission({ uid: caller.uid, role: caller.role, permissions: perms }, permission);
  if (!allowed) {
    throw new HttpsError('permission-denied', `The ${permission} permission is required.`);
  }
  return caller;
}
