import type { AssignmentKind } from '@centre/domain/assignments';
import { useInfiniteQuery } from '@tanstack/react-query';
import { db } from '../../lib/firestore';
import { assignmentKeys, type AssignmentFilters } from './keys';
import { listMyAssignmentsPage, type AssignmentCursors } from './list-my-assignments';

/** My assignments, page after page ("Show more"), for `uid` on the centre's day `today`. */
export function useMyAssignments(
  uid: string,
  kinds: readonly AssignmentKind[],
  today: string,
  timezone: string,
  filters: AssignmentFilters,
) {
  return useInfiniteQuery({
    queryKey: assignmentKeys.list(uid, today, filters),
    queryFn: ({ pageParam }) =>
      listMyAssignmentsPage(db, { uid, kinds, today, timezone, filters, cursors: pageParam }),
    initialPageParam: {} as AssignmentCursors,
    getNextPageParam: (last) => (last.hasMore ? last.cursors : undefined),
    enabled: today !== '',
  });
}
