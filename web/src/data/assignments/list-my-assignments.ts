import { applicationRecordSchema } from '@centre/domain/applications';
import {
  assignmentStatusesFor,
  mergeAssignmentStreams,
  type AssignmentItem,
  type AssignmentKind,
} from '@centre/domain/assignments';
import { COLLECTIONS } from '@centre/domain/collections';
import { applicationDueDay } from '@centre/domain/dashboard';
import { taskRecordSchema } from '@centre/domain/tasks';
import { queueDateOf, visitRecordSchema } from '@centre/domain/visits';
import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { z } from 'zod';
import type { AssignmentFilters } from './keys';

/**
 * My assignments in pages of ASSIGNMENT_PAGE_SIZE (docs/product.md "My assignments").
 *
 * Why per-kind cursors merged here: applications, visits and tasks live in three collections,
 * which no single Firestore query can order together. Each kind is queried in the order the list
 * uses (domain compareAssignments: earliest due, then oldest, then id), ASSIGNMENT_PAGE_SIZE
 * items after that kind's own cursor; the merge of those streams then holds the next page of the
 * whole list exactly (an item of the page is among the first PAGE_SIZE of its own kind). The
 * cursor of a page is the last item taken of each kind, as plain values (the order fields and
 * the id), so a page costs at most 4 x PAGE_SIZE document reads and no kind is read twice.
 */
export const ASSIGNMENT_PAGE_SIZE = 25;

/** One line: the domain's item plus what the page shows and links to. */
export interface AssignmentRow extends AssignmentItem {
  detail: string;
  /** A visit's service: its id and the name the visit keeps (shown in the page's language). */
  service?: { id: string; name: string };
  href: string;
  /** The raw values its kind's query orders by, then the id: the next page starts after them. */
  cursor: readonly unknown[];
}

/** The last item taken of each kind; a kind absent starts from its beginning. */
export type AssignmentCursors = Partial<Record<AssignmentKind, AssignmentRow>>;

export interface AssignmentPage {
  rows: AssignmentRow[];
  cursors: AssignmentCursors;
  hasMore: boolean;
  /** Kinds that could not be read (the rest still show). */
  failed: AssignmentKind[];
}

export interface AssignmentPageInput {
  uid: string;
  /** The centre's day and time zone (an application is due APPLICATION_RESPONSE_DAYS after). */
  today: string;
  timezone: string;
  filters: AssignmentFilters;
  cursors: AssignmentCursors;
  /** The kinds the user may read (domain assignmentKindsFor). */
  kinds: readonly AssignmentKind[];
}

interface KindQuery {
  collection: string;
  /** Constraints before the status filter (assignee, kind). */
  where: (uid: string) => ReturnType<typeof where>[];
  order: string[];
  toRow: (snapshot: QueryDocumentSnapshot<DocumentData>, timezone: string) => AssignmentRow | null;
}

/**
 * The row of a stored document of a kind: parsed with its record schema (the id from the
 * document), then `build` makes the row; null for a document the schema refuses.
 */
function parsedRow<T>(
  schema: z.ZodType<T>,
  snapshot: QueryDocumentSnapshot<DocumentData>,
  build: (record: T) => AssignmentRow | null,
): AssignmentRow | null {
  const parsed = schema.safeParse({ ...snapshot.data(), id: snapshot.id });
  return parsed.success ? build(parsed.data) : null;
}

function applicationRow(kind: 'application' | 'hca') {
  return (snapshot: QueryDocumentSnapshot<DocumentData>, timezone: string) =>
    parsedRow(applicationRecordSchema, snapshot, (record) => {
      const createdAt = record.createdAt;
      if (!createdAt) return null;
      const name = [record.applicant.firstName, record.applicant.lastName]
        .filter(Boolean)
        .join(' ');
      return {
        kind,
        id: record.id,
        title: record.reference ?? record.id.slice(0, 8),
        detail: name,
        status: record.status,
        dueDay: applicationDueDay(queueDateOf(createdAt, timezone)),
        since: createdAt.getTime(),
        href: `/${kind === 'hca' ? 'hca-applications' : 'applications'}/${record.id}`,
        cursor: [snapshot.get('createdAt'), record.id],
      };
    });
}

const KIND_QUERIES: Record<AssignmentKind, KindQuery> = {
  application: {
    collection: COLLECTIONS.applications,
    where: (uid) => [where('assignedTo', '==', uid), where('kind', '==', 'service')],
    order: ['createdAt'],
    toRow: applicationRow('application'),
  },
  hca: {
    collection: COLLECTIONS.applications,
    where: (uid) => [where('assignedTo', '==', uid), where('kind', '==', 'hca')],
    order: ['createdAt'],
    toRow: applicationRow('hca'),
  },
  visit: {
    collection: COLLECTIONS.visits,
    where: (uid) => [where('assignedTo', '==', uid)],
    order: ['queueDate', 'checkedInAt'],
    toRow: (snapshot) =>
      parsedRow(visitRecordSchema, snapshot, (visit) => ({
        kind: 'visit',
        id: visit.id,
        title: visit.ticket,
        detail: visit.visitorName,
        service: { id: visit.serviceId, name: visit.serviceName },
        status: visit.status,
        dueDay: visit.queueDate,
        since: visit.checkedInAt?.getTime() ?? 0,
        href: `/visits/${visit.id}`,
        cursor: [visit.queueDate, snapshot.get('checkedInAt'), visit.id],
      })),
  },
  task: {
    collection: COLLECTIONS.tasks,
    where: (uid) => [where('assignedTo', '==', uid)],
    order: ['dueDate', 'createdAt'],
    toRow: (snapshot) =>
      parsedRow(taskRecordSchema, snapshot, (task) => ({
        kind: 'task',
        id: task.id,
        title: task.title,
        detail: task.relatedTo?.label ?? '',
        status: task.status,
        dueDay: task.dueDate,
        since: task.createdAt?.getTime() ?? 0,
        href: `/tasks/${task.id}`,
        cursor: [task.dueDate, snapshot.get('createdAt'), task.id],
      })),
  },
};

async function listKind(
  db: Firestore,
  kind: AssignmentKind,
  { uid, timezone, filters, cursors }: AssignmentPageInput,
) {
  const spec = KIND_QUERIES[kind];
  const after = cursors[kind];
  const constraints = [
    ...spec.where(uid),
    where('status', 'in', [...assignmentStatusesFor(kind, filters.status)]),
    ...spec.order.map((field) => orderBy(field, 'asc')),
    orderBy(documentId(), 'asc'),
    ...(after ? [startAfter(...after.cursor)] : []),
    limit(ASSIGNMENT_PAGE_SIZE),
  ];
  const snapshot = await getDocs(query(collection(db, spec.collection), ...constraints));
  const items = snapshot.docs
    .map((document) => spec.toRow(document, timezone))
    .filter((row): row is AssignmentRow => row !== null);
  return { kind, items, exhausted: snapshot.size < ASSIGNMENT_PAGE_SIZE };
}

/** The next page of the list (see ASSIGNMENT_PAGE_SIZE for the design). */
export async function listMyAssignmentsPage(
  db: Firestore,
  input: AssignmentPageInput,
): Promise<AssignmentPage> {
  const kinds = input.filters.kind
    ? input.kinds.filter((kind) => kind === input.filters.kind)
    : input.kinds;
  const results = await Promise.allSettled(kinds.map((kind) => listKind(db, kind, input)));
  const streams = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = kinds.filter((_, index) => results[index]?.status === 'rejected');
  const { page, lastTaken, hasMore } = mergeAssignmentStreams(
    streams,
    ASSIGNMENT_PAGE_SIZE,
    input.today,
  );
  return {
    rows: page,
    cursors: { ...input.cursors, ...lastTaken },
    hasMore,
    failed,
  };
}
