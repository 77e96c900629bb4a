import type { QueryKey } from '@tanstack/react-query';
import { doc, type FirestoreDataConverter } from 'firebase/firestore';
import { db } from '../lib/firestore';
import { defineRead } from './define-read';
import { readDocument } from './read-documents';
import type { RecordCollection } from './record-keys';

/**
 * One read of one record by its id (docs/architecture.md §4): its key factory (which names its
 * collection, data/record-keys.ts) and its converter give the fetcher (null when there is no
 * such document), its `queryOptions` under `detail(id)` and its hook.
 */
export function defineDocumentRead<T, TKey extends QueryKey>(
  keys: { collection: RecordCollection; detail: (id: string) => TKey },
  converter: FirestoreDataConverter<T>,
) {
  const fetcher = (id: string): Promise<T | null> =>
    readDocument(doc(db, keys.collection, id).withConverter(converter));
  return { fetcher, ...defineRead(keys.detail, fetcher) };
}
