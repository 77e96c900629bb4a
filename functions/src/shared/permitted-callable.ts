import type { Permission } from '@centre/domain/permissions';
import type { z } from 'zod';
import { onCall } from '../https/on-call';
import { parseInput } from './parse-input';
import { requirePermission, type Caller } from './require-permission';

/**
 * A staff callable's first two steps, in docs/architecture.md §6's order: the caller must hold
 * `permission` (requirePermission), then the data is parsed with the domain's `schema`
 * (parseInput: `invalid-argument` with the schema's message). `handler` answers for that caller
 * with the parsed input.
 */
export function permittedCallable<S extends z.ZodType, Answer>(
  permission: Permission,
  schema: S,
  handler: (caller: Caller, input: z.output<S>) => Promise<Answer>,
) {
  return onCall(async (request): Promise<Answer> => {
    const caller = await requirePermission(request, permission);
    return handler(caller, parseInput(schema, request.data));
  });
}
