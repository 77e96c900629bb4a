import type { QueryClient } from '@tanstack/react-query';
import { deskKeys } from '../../../data/desks/keys';
import { visitKeys } from '../../../data/visits/keys';

/**
 * What a visit action makes stale: the visit (with its history), the visits lists (the live
 * ones answer from their listener) and the caller's desk. Used by this folder's mutation hooks
 * only: components never invalidate.
 */
export function invalidateAfterVisitChange(
  queryClient: QueryClient,
  { visitId, uid }: { visitId?: string | null; uid?: string },
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: visitKeys.lists() }),
    ...(visitId ? [queryClient.invalidateQueries({ queryKey: visitKeys.detail(visitId) })] : []),
    ...(uid ? [queryClient.invalidateQueries({ queryKey: deskKeys.detail(uid) })] : []),
  ]);
}
