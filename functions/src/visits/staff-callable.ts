import type { Permission } from '@centre/domain/permissions';
import { onCall } from '../https/on-call';
import type { Caller } from '../shared/require-permission';
import { requirePermission } from '../shared/require-permission';

/**
 * A front desk or queue callable: the caller must hold `permission` (requirePermission), then
 * `handler` answers for them. Each handler is exported as well (`<name>For`), for the tests.
 */
export function staffCallable<Answer>(
  permission: Permission,
  handler: (caller: Caller, data: unknown) => Promise<Answer>,
) {
  return onCall(async (request): Promise<Answer> =>
    handler(await requirePermission(request, permission), request.data),
  );
}
