import type { z } from 'zod';
import { onCall } from '../https/on-call';
import { parseInput } from '../shared/parse-input';
import { requirePermission, type Caller } from '../shared/require-permission';
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
  return onCall(async (request) => {
    const caller = await requirePermission(request, 'manage_users');
    const input = parseInput(schema, request.data);
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
