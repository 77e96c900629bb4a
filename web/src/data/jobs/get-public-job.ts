import { COLLECTIONS } from '@centre/domain/collections';
import { isPermissionDenied } from '../../lib/error-code';
import { loadFirestoreLite } from '../../lib/load-firestore-lite';
import { defineRead } from '../define-read';
import type { JobRecord } from './converter';
import { jobKeys } from './keys';

/**
 * One job as the public may see it: published, closed or expired (the page says it is closed);
 * null for a draft or a job that does not exist. The rules refuse the public a draft
 * (permission-denied), which also reads as "not found"; any other failure is thrown so the page
 * can offer to try again. Firestore Lite and the schema load with the read
 * (lib/load-firestore-lite.ts).
 */
export async function getPublicJob(jobId: string): Promise<JobRecord | null> {
  try {
    const [{ db, doc, getDoc }, { parseJobDocument }] = await Promise.all([
      loadFirestoreLite(),
      import('./converter'),
    ]);
    const snapshot = await getDoc(doc(db, COLLECTIONS.jobs, jobId));
    if (!snapshot.exists()) return null;
    const job = parseJobDocument(snapshot.id, snapshot.data());
    return job && job.status !== 'draft' ? job : null;
  } catch (error) {
    // By its code: the SDK's errors are FirebaseErrors whose prototype is reset to FirebaseError's
    // (so `instanceof FirestoreError` is false for them).
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

const read = defineRead(jobKeys.detail, getPublicJob);
export const publicJobQueryOptions = read.options;
export const usePublicJob = read.useRead;
