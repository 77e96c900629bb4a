import type { QueryKey } from '@tanstack/react-query';
import { doc, onSnapshot, type FirestoreDataConverter } from 'firebase/firestore';
import { db } from '../lib/firestore';
import { useLiveQuery } from './live-query';

/** Where a live document is: its collection, its id and the converter that reads it. */
export interface LiveDocument<T> {
  collection: string;
  id: string;
  converter: FirestoreDataConverter<T>;
}

/** `collection/id` as it changes: `next(null)` while the document does not exist. */
export function subscribeToDocument<T>(
  { collection, id, converter }: LiveDocument<T>,
  next: (data: T | null) => void,
  fail: (error: unknown) => void,
): () => void {
  return onSnapshot(
    doc(db, collection, id).withConverter(converter),
    (snapshot) => next(snapshot.exists() ? snapshot.data() : null),
    fail,
  );
}

/**
 * One document, live (docs/architecture.md §4 "Live reads"): one listener however many readers,
 * null while it does not exist; nothing is read while the id is empty.
 */
export function useLiveDocument<T>(queryKey: QueryKey, document: LiveDocument<T>, enabled = true) {
  return useLiveQuery<T | null>({
    queryKey,
    subscribe: (next, fail) => subscribeToDocument(document, next, fail),
    enabled: enabled && document.id !== '',
  });
}

/**
 * The hook that reads one document of `collection` live by its id (useLiveDocument), cached
 * under `keyOf(id)`: `useX(id, enabled = true)`.
 */
export function liveDocumentHook<T>(
  collection: string,
  converter: FirestoreDataConverter<T>,
  keyOf: (id: string) => QueryKey,
) {
  return function useLiveDocumentById(id: string, enabled = true) {
    return useLiveDocument(keyOf(id), { collection, id, converter }, enabled);
  };
}
