import type { z } from 'zod';
import { permittedCallable } from '../shared/permitted-callable';
import type { Caller } from '../shared/require-permission';
import { applyUserUpdate } from './apply-user-update';
import { requireUpdatedByCaller } from './require-updated-by';

/**
 * A manage_users callable that changes one field of a user's record: the caller names themselves
 * as `updatedBy`, `check` may refuse the input first, then applyUserUpdate writes
 * `changesOf(input)` under `action` (audited).
 */
export function userUpdateCallable<S extends z.ZodType<{ userId: string; updatedBy: string }>>(
  schema: S,
  action: string,
  changesOf: (input: z.output<S>) => Record<string, unknown>,
  check?: (input: z.output<S>, caller: Caller) => void,
) {
  return permittedCallable('manage_users', schema, async (caller, input) => {
    requireUpdatedByCaller(input.updatedBy, caller);
    check?.(input, caller);
    return applyUserUpdate({
      actor: caller.uid,
      actorRole: caller.role,
      userId: input.userId,
      action,
      changes: changesOf(input),
    });
  });
}
