import type { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  collection,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  type DocumentReference,
  type FirestoreDataConverter,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { db } from '../lib/firestore';

/** One document, parsed by the reference's converter; null when there is no such document. */
export async function readDocument<T>(reference: DocumentReference<T>): Promise<T | null> {
  const snapshot = await getDoc(reference);
  return snapshot.exists() ? snapshot.data() : null;
}

/** A query over one collection, its documents parsed by `converter`. */
export function collectionQuery<T>(
  name: (typeof COLLECTIONS)[keyof typeof COLLECTIONS],
  converter: FirestoreDataConverter<T>,
  ...constraints: QueryConstraint[]
): Query<T> {
  return query(collection(db, name).withConverter(converter), ...constraints);
}

/** The constraints of a query's newest `count` documents by `field`, newest first. */
export function newestFirst(field: string, count: number): QueryConstraint[] {
  return [orderBy(field, 'desc'), limit(count)];
}

/** ONE listener on the query: `next` with every document it matches, at each snapshot. */
export function subscribeToDocuments<T>(
  documentsQuery: Query<T>,
  next: (documents: T[]) => void,
  fail: (error: unknown) => void,
): () => void {
  return onSnapshot(
    documentsQuery,
    (snapshot) => next(snapshot.docs.map((document) => document.data())),
    fail,
  );
}

/** Every document the query matches, in its order, parsed by the query's converter. */
export async function readDocuments<T>(documentsQuery: Query<T>): Promise<T[]> {
  const snapshot = await getDocs(documentsQuery);
  return snapshot.docs.map((document) => document.data());
}

/** Where a subcollection is: the parent's collection, the parent's id, the subcollection. */
export type SubcollectionPath = [
  parent: (typeof COLLECTIONS)[keyof typeof COLLECTIONS],
  parentId: string,
  subcollection: (typeof SUBCOLLECTIONS)[keyof typeof SUBCOLLECTIONS],
];

/** Every document of one document's subcollection (its history, its notes), in the given order. */
export async function readSubcollection<T>(
  path: SubcollectionPath,
  converter: FirestoreDataConverter<T>,
  ...constraints: QueryConstraint[]
): Promise<T[]> {
  return readDocuments(query(collection(db, ...path).withConverter(converter), ...constraints));
}
