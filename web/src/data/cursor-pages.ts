import {
  getDocs,
  limit,
  startAfter,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

/** docs/product.md §13: lists of 10,000+ records move in cursor pages of 25. */
export const PAGE_SIZE = 25;

/** Bigger pages than the screen's: an export reads everything, in as few round trips as is kind. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * What makes one page of a list once its filters and order are set: where it starts (after the
 * last document of the page before it, never an offset) and its size.
 */
export function pageWindow<T>(
  after: QueryDocumentSnapshot<T> | null,
  pageSize: number = PAGE_SIZE,
): QueryConstraint[] {
  return [...(after ? [startAfter(after)] : []), limit(pageSize)];
}

/** One page of a cursor-paged list. */
export interface CursorPage<T> {
  rows: T[];
  /** The last document: the cursor of the next page; null on an empty page. */
  last: QueryDocumentSnapshot<T> | null;
  /** A full page may be followed by another one. */
  full: boolean;
}

/** One page: `pageQuery` already carries its filters, order, start cursor and limit(pageSize). */
export async function readCursorPage<T>(
  pageQuery: Query<T>,
  pageSize: number,
): Promise<CursorPage<T>> {
  const snapshot = await getDocs(pageQuery);
  const docs = snapshot.docs;
  return {
    rows: docs.map((document) => document.data()),
    last: docs.at(-1) ?? null,
    full: docs.length === pageSize,
  };
}

/** Every row of a cursor-paged list (an export), page after page with the same query. */
export async function readAllPages<T>(
  readPage: (after: QueryDocumentSnapshot<T> | null) => Promise<CursorPage<T>>,
  onProgress?: (rowsSoFar: number) => void,
): Promise<T[]> {
  const rows: T[] = [];
  let after: QueryDocumentSnapshot<T> | null = null;
  for (;;) {
    const page: CursorPage<T> = await readPage(after);
    rows.push(...page.rows);
    onProgress?.(rows.length);
    if (!page.full || !page.last) return rows;
    after = page.last;
  }
}
