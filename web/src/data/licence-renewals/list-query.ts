import {
  OPEN_LICENCE_RENEWAL_STATUSES,
  licenceRenewalStuckCutoff,
} from '@centre/domain/licence-renewals';
import {
  orderBy,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { PAGE_SIZE, pageWindow } from '../cursor-pages';
import type { LicenceRenewalRecord } from './converter';
import { UNASSIGNED, type LicenceRenewalFilters } from './keys';

/** Where the next page starts: the last document of the page before it. */
export type LicenceRenewalCursor = QueryDocumentSnapshot<LicenceRenewalRecord>;

/**
 * The filters as Firestore constraints: equalities on status and assignee; "stuck" is one range,
 * the status changed before the stuck cutoff (open statuses only), and then the longest stuck
 * come first. Otherwise the newest requests come first.
 */
export function licenceRenewalConstraints(
  filters: LicenceRenewalFilters,
  now: Date,
): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (filters.status) constraints.push(where('status', '==', filters.status));
  else if (filters.stuck) {
    constraints.push(where('status', 'in', [...OPEN_LICENCE_RENEWAL_STATUSES]));
  }
  if (filters.assignee === UNASSIGNED) constraints.push(where('assignedTo', '==', null));
  else if (filters.assignee) constraints.push(where('assignedTo', '==', filters.assignee));
  if (filters.stuck) {
    constraints.push(
      where('statusChangedAt', '<', licenceRenewalStuckCutoff(now)),
      orderBy('statusChangedAt', 'asc'),
    );
  } else {
    constraints.push(orderBy('createdAt', 'desc'));
  }
  return constraints;
}

/** One page: the filters, the order, where it starts (never an offset) and its size. */
export function licenceRenewalPageConstraints(
  filters: LicenceRenewalFilters,
  now: Date,
  after: LicenceRenewalCursor | null,
  pageSize: number = PAGE_SIZE,
): QueryConstraint[] {
  return [...licenceRenewalConstraints(filters, now), ...pageWindow(after, pageSize)];
}
