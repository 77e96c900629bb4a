import { getDoc, getDocs, type DocumentReference, type Query } from 'firebase/firestore';

/** One document, parsed by the reference's converter; null when there is no such document. */
export async function readDocument<T>(reference: DocumentReference<T>): Promise<T | null> {
  const snapshot = await getDoc(reference);
  return snapshot.exists() ? snapshot.data() : null;
}

/** Every document the query matches, in its order, parsed by the query's converter. */
export async function readDocuments<T>(documentsQuery: Query<T>): Promise<T[]> {
  const snapshot = await getDocs(documentsQuery);
  return snapshot.docs.map((document) => document.data());
}
