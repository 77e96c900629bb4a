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

/**
 * A read of a subcollection every record keeps the same way: its name, its order and its key
 * (`history` or `notes` of the record's key factory, data/record-keys.ts) fixed, so a record's
 * read takes only its key factory (which names its collection) and its converter.
 */
function standardSubcollectionRead<K extends 'history' | 'notes'>(
  subcollection: (typeof SUBCOLLECTIONS)[K],
  order: QueryConstraint,
  key: K,
) {
  return <T, TKey extends QueryKey>(
    keys: { collection: SubcollectionPath[0] } & Record<K, (parentId: string) => TKey>,
    converter: FirestoreDataConverter<T>,
  ) =>
    defineSubcollectionRead({
      parent: keys.collection,
      subcollection,
      converter,
      order,
      queryKey: keys[key],
    });
}

/** A record's history (written by the callables, one entry per change), oldest first. */
export const defineHistoryRead = standardSubcollectionRead(
  SUBCOLLECTIONS.history,
  orderBy('at', 'asc'),
  'history',
);

/** A record's internal notes (staff only, never edited), newest first. */
export const defineNotesRead = standardSubcollectionRead(
  SUBCOLLECTIONS.notes,
  orderBy('createdAt', 'desc'),
  'notes',
);
