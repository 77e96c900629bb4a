import { HttpsError } from 'firebase-functions/v2/https';
import type { Caller } from '../shared/require-permission';

/**
 * docs/product.md §5's updatedBy names who made the change; it must be the caller, never someone
 * else.
 */
export function requireUpdatedByCaller(updatedBy: string, caller: Caller): void {
  if (updatedBy !== caller.uid) {
    throw new HttpsError('permission-denied', 'UpdatedBy must be the signed-in user.');
  }
}
