import { hasPermission } from '@centre/domain/access';
import type { Permission } from '@centre/domain/permissions';
import { ACCESS_MESSAGES } from '@centre/domain/users';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { auth } from '../admin';

export interface Caller {
  uid: string;
  role: string | null;
}

type AuthRequest = Pick<CallableRequest, 'auth'>;

/** The signed-in caller, or `unauthenticated`. Checks the token's claims only (no I/O). */
export function requireSignIn(request: AuthRequest): Caller {
  if (!request.auth) throw new HttpsError('unauthenticated', ACCESS_MESSAGES.signInRequired);
  const role = request.auth.token.role;
  return { uid: request.auth.uid, role: typeof role === 'string' ? role : null };
}

/**
 * The caller holding `permission` in their token's claims (never their user document): active,
 * not restricted, past the forced password change, and granted it by docs/product.md §6's check.
 * Otherwise `permission-denied`. No I/O: requirePermission adds the revocation check.
 */
export function requireClaimedPermission(request: AuthRequest, permission: Permission): Caller {
  const caller = requireSignIn(request);
  const token: Record<string, unknown> = request.auth?.token ?? {};
  // Only claims written by the claims trigger (which always sets the flag) grant anything.
  if (token.mustChangePassword !== false) {
    throw new HttpsError('permission-denied', ACCESS_MESSAGES.passwordChangeRequired);
  }
  const perms = Array.isArray(token.perms) ? (token.perms as string[]) : [];
  const allowed =
    token.active === true &&
    token.restricted !== true &&
    hasPermission({ uid: caller.uid, role: caller.role, permissions: perms }, permission);
  if (!allowed) {
    throw new HttpsError('permission-denied', ACCESS_MESSAGES.permissionRequired(permission));
  }
  return caller;
}

/**
 * The Functions runtime checks the ID token's signature and expiry but not whether the user's
 * sessions were revoked or the account disabled since it was issued (a deactivated user's token
 * stays valid for up to an hour). verifyIdToken with checkRevoked compares the token's auth_time
 * with the account's tokensValidAfterTime and refuses a disabled account: `unauthenticated`, so
 * the client signs in again (which a disabled account cannot).
 */
export async function requireLiveSession(request: AuthRequest): Promise<Caller> {
  const caller = requireSignIn(request);
  const rawToken = request.auth?.rawToken;
  if (!rawToken) throw new HttpsError('unauthenticated', ACCESS_MESSAGES.sessionEnded);
  try {
    await auth.verifyIdToken(rawToken, true);
  } catch (error) {
    // Revoked, disabled, deleted or otherwise unacceptable tokens end the session; a failure to
    // reach the Auth backend is not the caller's fault.
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error') {
      throw new HttpsError('unauthenticated', ACCESS_MESSAGES.sessionEnded);
    }
    throw new HttpsError('unavailable', ACCESS_MESSAGES.serviceUnavailable);
  }
  return caller;
}

/**
 * The signed-in caller holding `permission` (requireClaimedPermission) whose session is still
 * live (requireLiveSession). Every staff callable starts with this.
 */
export async function requirePermission(
  request: AuthRequest,
  permission: Permission,
): Promise<Caller> {
  const caller = requireClaimedPermission(request, permission);
  await requireLiveSession(request);
  return caller;
}
