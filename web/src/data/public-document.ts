import type { DocumentData } from 'firebase/firestore/lite';
import { loadFirestoreLite } from '../lib/load-firestore-lite';
import type { RecordCollection } from './record-keys';

/** Parses a stored document by its id and data; null when it is not one to show. */
type DocumentParser<T> = (id: string, data: DocumentData) => T | null;

/**
 * One document of a public page through Firestore Lite, parsed by the parser `loadParser` imports:
 * both load with the read, not with the page (docs/architecture.md §4, lib/load-firestore-lite.ts).
 * Null when there is no such document.
 */
export async function readPublicDocument<T>(
  name: RecordCollection,
  id: string,
  loadParser: () => Promise<DocumentParser<T>>,
): Promise<T | null> {
  const [{ db, doc, getDoc }, parse] = await Promise.all([loadFirestoreLite(), loadParser()]);
  const snapshot = await getDoc(doc(db, name, id));
  return snapshot.exists() ? parse(snapshot.id, snapshot.data()) : null;
}
