import type { AccessUser } from '@centre/domain/access';
import type { Permission } from '@centre/domain/permissions';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { onCall } from '../https/on-call';
import { requirePermission, type Caller } from './require-permission';

/** Who may call the callables of one staff page. */
export interface CallableGate {
  /** The permission every caller holds (requirePermission: claims, live session). */
  permission: Permission;
  /** The page's own decision on the caller as their token describes them (e.g. its roles). */
  allows: (user: AccessUser) => boolean;
  /** What a caller holding the permission but refused by `allows` hears (permission-denied). */
  refusal: string;
}

/**
 * A staff callable behind `gate`: `gate.permission` (requirePermission) AND `gate.allows` on the
 * caller's uid, role and token perms, so that someone who holds the permission but cannot open
 * the page (an agent) is refused too, with `gate.refusal`. The handler gets the caller and the
 * raw data (to parse).
 */
export function gatedCallable<Answer>(
  gate: CallableGate,
  handler: (caller: Caller, data: unknown) => Promise<Answer>,
) {
  return onCall(async (request: CallableRequest): Promise<Answer> => {
    const caller = await requirePermission(request, gate.permission);
    const perms = request.auth?.token.perms;
    if (
      !gate.allows({
        uid: caller.uid,
        role: caller.role,
        permissions: Array.isArray(perms) ? (perms as string[]) : [],
      })
    ) {
      throw new HttpsError('permission-denied', gate.refusal);
    }
    return handler(caller, request.data);
  });
}
