import {
  orderBy,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { PAGE_SIZE, pageWindow } from '../cursor-pages';
import type { BankRequest } from './converter';
import { UNASSIGNED, type BankRequestFilters } from './keys';

/** Where the next page starts: the last document of the page before it. */
export type BankRequestCursor = QueryDocumentSnapshot<BankRequest>;

/**
 * One page of requests: equalities on status and assignee (unassigned: == null), the newest
 * first, where it starts (never an offset) and its size.
 */
export function bankRequestPageConstraints(
  filters: BankRequestFilters,
  after: BankRequestCursor | null,
  pageSize: number = PAGE_SIZE,
): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (filters.status) constraints.push(where('status', '==', filters.status));
  if (filters.assignee === UNASSIGNED) constraints.push(where('assignedTo', '==', null));
  else if (filters.assignee) constraints.push(where('assignedTo', '==', filters.assignee));
  return [...constraints, orderBy('createdAt', 'desc'), ...pageWindow(after, pageSize)];
}
