import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
} from 'firebase/firestore';
import type { z } from 'zod';

interface ReadOnlyConverterOptions {
  /** The record field that receives the document id. */
  idField?: string;
  /**
   * Read a pending serverTimestamp as the local time instead of null, so that a write of ours
   * still on its way shows a time at once.
   */
  estimateServerTimestamps?: boolean;
}

/**
 * A converter that parses documents with a zod schema and refuses to write them: the browser
 * changes these records field by field or through the functions, never as whole documents.
 */
export function readOnlyConverter<T>(
  schema: z.ZodType<T>,
  refusal: string,
  { idField = 'id', estimateServerTimestamps = false }: ReadOnlyConverterOptions = {},
): FirestoreDataConverter<T, DocumentData> {
  return {
    toFirestore: () => {
      throw new Error(refusal);
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): T =>
      schema.parse({
        ...snapshot.data(
          estimateServerTimestamps ? { serverTimestamps: 'estimate', ...options } : options,
        ),
        [idField]: snapshot.id,
      }),
  };
}

/**
 * A record only the functions write (the callables, the scheduled jobs): read-only, a pending
 * server timestamp read as the local time. `what` names the records in the refusal ('Tasks').
 */
export function functionsRecordConverter<T>(
  schema: z.ZodType<T>,
  what: string,
): FirestoreDataConverter<T, DocumentData> {
  return readOnlyConverter(schema, `${what} are written by the functions, not the browser.`, {
    estimateServerTimestamps: true,
  });
}
