import type { QueryKey } from '@tanstack/react-query';
import { SUBCOLLECTIONS } from '@centre/domain/collections';
import { orderBy, type FirestoreDataConverter, type QueryConstraint } from 'firebase/firestore';
import { defineRead } from './define-read';
import { readSubcollection, type SubcollectionPath } from './read-documents';

/**
 * One read of every document of a subcollection (a record's history, its notes): the parent's
 * collection and the subcollection, the converter, the order and the key factory give the
 * fetcher (by the parent's id), its `queryOptions` and its hook (docs/architecture.md §4).
 */
export function defineSubcollectionRead<T, TKey extends QueryKey>(read: {
  parent: SubcollectionPath[0];
  subcollection: SubcollectionPath[2];
  converter: FirestoreDataConverter<T>;
  order: QueryConstraint;
  queryKey: (parentId: string) => TKey;
}) {
  const fetcher = (parentId: string): Promise<T[]> =>
    readSubcollection([read.parent, parentId, read.subcollection], read.converter, read.order);
  return { fetcher, ...defineRead(read.queryKey, fetcher) };
}

/** A record's history (written by the callables, one entry per change), oldest first. */
export function defineHistoryRead<T, TKey extends QueryKey>(
  parent: SubcollectionPath[0],
  converter: FirestoreDataConverter<T>,
  queryKey: (parentId: string) => TKey,
) {
  return defineSubcollectionRead({
    parent,
    subcollection: SUBCOLLECTIONS.history,
    converter,
    order: orderBy('at', 'asc'),
    queryKey,
  });
}

/** A record's internal notes (staff only, never edited), newest first. */
export function defineNotesRead<T, TKey extends QueryKey>(
  parent: SubcollectionPath[0],
  converter: FirestoreDataConverter<T>,
  queryKey: (parentId: string) => TKey,
) {
  return defineSubcollectionRead({
    parent,
    subcollection: SUBCOLLECTIONS.notes,
    converter,
    order: orderBy('createdAt', 'desc'),
    queryKey,
  });
}
