import type { AssignmentKind } from '@centre/domain/assignments';

/** My assignments' filters, as the address holds them; '' means every kind, open statuses. */
export interface AssignmentFilters {
  kind: AssignmentKind | '';
  status: string;
}

/** One key factory: all -> list(uid, today, filters). */
export const assignmentKeys = {
  all: ['assignments'] as const,
  list: (uid: string, today: string, filters: AssignmentFilters) =>
    [...assignmentKeys.all, 'list', uid, today, filters] as const,
};
