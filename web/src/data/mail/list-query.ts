import {
  orderBy,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { PAGE_SIZE, pageWindow } from '../cursor-pages';
import type { MailRecord } from './converter';
import { MAIL_FILTER_STATES, type MailFilters } from './keys';

/** Where the next page starts: the last document of the page before it. */
export type MailCursor = QueryDocumentSnapshot<MailRecord>;

/** The filter as Firestore constraints: the delivery states it keeps, then the newest first. */
export function mailConstraints(filters: MailFilters): QueryConstraint[] {
  const states = MAIL_FILTER_STATES[filters.state];
  const constraints: QueryConstraint[] = [];
  if (states?.length === 1) constraints.push(where('delivery.state', '==', states[0]));
  else if (states) constraints.push(where('delivery.state', 'in', [...states]));
  constraints.push(orderBy('createdAt', 'desc'));
  return constraints;
}

/** One page: the filter, the order, where it starts (never an offset) and its size. */
export function mailPageConstraints(
  filters: MailFilters,
  after: MailCursor | null,
  pageSize: number = PAGE_SIZE,
): QueryConstraint[] {
  return [...mailConstraints(filters), ...pageWindow(after, pageSize)];
}
