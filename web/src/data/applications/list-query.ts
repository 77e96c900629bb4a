import { COLLECTIONS } from '@centre/domain/collections';
import {
  collection,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { PAGE_SIZE, pageWindow } from '../cursor-pages';
import { applicationConverter, type ApplicationRecord } from './converter';
import { OPEN_APPLICATION_STATUSES } from '@centre/domain/dashboard';
import { OPEN_STATUSES, UNASSIGNED, type ApplicationListParams } from './keys';

export { PAGE_SIZE };

/** Where the next page starts: the last document of the page before it. */
export type ApplicationCursor = QueryDocumentSnapshot<ApplicationRecord>;

/** 'YYYY-MM-DD' as local midnight; null when it is not a real date. */
export function parseDay(day: string, addDays = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, year, month, date] = match;
  const result = new Date(Number(year), Number(month) - 1, Number(date) + addDays);
  return Number.isNaN(result.getTime()) ? null : result;
}

/**
 * The filters as Firestore constraints. The kind comes first so that /hca-applications can never
 * show another kind whatever else is chosen. Dates are whole days in the browser's time zone:
 * `to` is inclusive, so the range ends before the next midnight.
 */
export function filterConstraints({ scope, filters }: ApplicationListParams): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (scope !== 'all') constraints.push(where('kind', '==', scope));
  if (filters.status === OPEN_STATUSES) {
    constraints.push(where('status', 'in', [...OPEN_APPLICATION_STATUSES]));
  } else if (filters.status) constraints.push(where('status', '==', filters.status));
  if (filters.serviceId) constraints.push(where('serviceId', '==', filters.serviceId));
  if (filters.assignee === UNASSIGNED) constraints.push(where('assignedTo', '==', null));
  else if (filters.assignee) constraints.push(where('assignedTo', '==', filters.assignee));
  const from = parseDay(filters.from);
  if (from) constraints.push(where('createdAt', '>=', from));
  const before = parseDay(filters.to, 1);
  if (before) constraints.push(where('createdAt', '<', before));
  return constraints;
}

/**
 * The sort. Firestore orders statuses by their stored name; the submitted date breaks ties so
 * that a cursor always lands between the same two documents.
 */
export function orderConstraints({ sort }: ApplicationListParams): QueryConstraint[] {
  switch (sort) {
    case 'oldest':
      return [orderBy('createdAt', 'asc')];
    case 'status':
      return [orderBy('status', 'asc'), orderBy('createdAt', 'desc')];
    case 'newest':
    default:
      return [orderBy('createdAt', 'desc')];
  }
}

/** One page: the filters, the sort, where it starts (never an offset) and its size. */
export function pageConstraints(
  params: ApplicationListParams,
  after: ApplicationCursor | null,
  pageSize: number = PAGE_SIZE,
): QueryConstraint[] {
  return [
    ...filterConstraints(params),
    ...orderConstraints(params),
    ...pageWindow(after, pageSize),
  ];
}

/**
 * The query of one page of the staff list on `firestore`: the app's `db`, or the Firestore of
 * scripts/bench-applications.ts, which times the same query on the emulator with 100 and 10,000
 * applications.
 */
export function applicationsPageQuery(
  firestore: Firestore,
  params: ApplicationListParams,
  after: ApplicationCursor | null,
  pageSize: number = PAGE_SIZE,
): Query<ApplicationRecord> {
  return query(
    collection(firestore, COLLECTIONS.applications).withConverter(applicationConverter),
    ...pageConstraints(params, after, pageSize),
  );
}
