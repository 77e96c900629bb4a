import { hasPermission, type AccessUser } from './access';
import { APPLICATION_STATUSES, type ApplicationStatus } from './applications';
import { OPEN_APPLICATION_STATUSES } from './dashboard';
import { OPEN_TASK_STATUSES, TASK_STATUSES } from './tasks';
import { ACTIVE_VISIT_STATUSES, VISIT_STATUSES } from './visits';

/**
 * My assignments (/my-assignments, docs/product.md "My assignments"): everything assigned to a
 * member of staff in one list, what needs action first. Each kind says when its item is due:
 * - applications (service and HCA): APPLICATION_RESPONSE_DAYS after submission;
 * - visits: the day of the visit (an active visit is due today; one left open from a past day
 *   is overdue);
 * - tasks: their due date.
 */

export const ASSIGNMENT_KINDS = ['application', 'hca', 'visit', 'task'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

/** The statuses each kind can be filtered by, and those it lists by default (needing action). */
export const ASSIGNMENT_STATUSES: Readonly<Record<AssignmentKind, readonly string[]>> = {
  application: APPLICATION_STATUSES,
  hca: APPLICATION_STATUSES,
  visit: VISIT_STATUSES,
  task: TASK_STATUSES,
};

export const OPEN_ASSIGNMENT_STATUSES: Readonly<Record<AssignmentKind, readonly string[]>> = {
  application: OPEN_APPLICATION_STATUSES,
  hca: OPEN_APPLICATION_STATUSES,
  visit: ACTIVE_VISIT_STATUSES,
  task: OPEN_TASK_STATUSES,
};

/**
 * The kinds a user's list holds: applications with view_applications, visits with
 * view_visit_management, tasks for any member of staff with a dashboard (so never equity).
 */
export function assignmentKindsFor(user: AccessUser | null | undefined): AssignmentKind[] {
  return ASSIGNMENT_KINDS.filter((kind) => {
    if (kind === 'application' || kind === 'hca') return hasPermission(user, 'view_applications');
    if (kind === 'visit') return hasPermission(user, 'view_visit_management');
    return hasPermission(user, 'view_dashboard');
  });
}

export function isAssignmentKind(value: unknown): value is AssignmentKind {
  return typeof value === 'string' && (ASSIGNMENT_KINDS as readonly string[]).includes(value);
}

/** The statuses a list shows: the one chosen when the kind knows it, else the open ones. */
export function assignmentStatusesFor(kind: AssignmentKind, status: string): readonly string[] {
  return ASSIGNMENT_STATUSES[kind].includes(status) ? [status] : OPEN_ASSIGNMENT_STATUSES[kind];
}

/** One line of the list. */
export interface AssignmentItem {
  kind: AssignmentKind;
  id: string;
  /** A reference, ticket or title. */
  title: string;
  status: string;
  /** 'YYYY-MM-DD' in the centre's time zone. */
  dueDay: string;
  /** When the item started (submitted, checked in, created), ms since the epoch. */
  since: number;
}

export type Urgency = 'overdue' | 'due_today' | 'upcoming';
const URGENCY_RANK: Record<Urgency, number> = { overdue: 0, due_today: 1, upcoming: 2 };

export function urgencyOf(item: Pick<AssignmentItem, 'dueDay'>, today: string): Urgency {
  if (item.dueDay < today) return 'overdue';
  return item.dueDay === today ? 'due_today' : 'upcoming';
}

/**
 * What needs action first: overdue, then due today, then the rest; within each, the earliest due,
 * then the oldest. The id settles ties, so the order is total (cursors rely on it).
 */
export function compareAssignments(a: AssignmentItem, b: AssignmentItem, today: string): number {
  return (
    URGENCY_RANK[urgencyOf(a, today)] - URGENCY_RANK[urgencyOf(b, today)] ||
    a.dueDay.localeCompare(b.dueDay) ||
    a.since - b.since ||
    a.kind.localeCompare(b.kind) ||
    a.id.localeCompare(b.id)
  );
}

export function sortAssignments<T extends AssignmentItem>(items: readonly T[], today: string): T[] {
  return [...items].sort((a, b) => compareAssignments(a, b, today));
}

/** One kind's next items (already in compareAssignments order) and whether more exist. */
export interface AssignmentStream<T extends AssignmentItem = AssignmentItem> {
  kind: AssignmentKind;
  items: readonly T[];
  /** True when the kind's query returned fewer than it asked for: nothing after these. */
  exhausted: boolean;
}

/**
 * One page of the merged list from per-kind streams: each kind is queried in the same order
 * (earliest due, then oldest), `pageSize` items after its own cursor, so the first `pageSize`
 * items of the merge are exactly the first `pageSize` of the whole list. Returns the page, the
 * last item taken of each kind (that kind's next cursor; kinds with none taken keep theirs) and
 * whether anything is left.
 */
export function mergeAssignmentStreams<T extends AssignmentItem>(
  streams: readonly AssignmentStream<T>[],
  pageSize: number,
  today: string,
): {
  page: T[];
  lastTaken: Partial<Record<AssignmentKind, T>>;
  hasMore: boolean;
} {
  const all = sortAssignments(
    streams.flatMap((stream) => stream.items),
    today,
  );
  const page = all.slice(0, pageSize);
  const lastTaken: Partial<Record<AssignmentKind, T>> = {};
  for (const item of page) lastTaken[item.kind] = item;
  const hasMore = all.length > pageSize || streams.some((stream) => !stream.exhausted);
  return { page, lastTaken, hasMore };
}

/** An application status is one of ApplicationStatus (for the list's labels). */
export function isApplicationStatus(value: string): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}
