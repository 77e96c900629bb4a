import { COLLECTIONS } from '@centre/domain/collections';
import type { ExamSession } from '@centre/domain/bookings';
import { loadFirestoreLite } from '../../../lib/load-firestore-lite';

export type ExamSessionRecord = ExamSession & { id: string };

/**
 * examSessions where status == 'open': exactly what the rules let the public list. Sorted here
 * by date and time (a few documents), so the query needs no composite index. Firestore Lite and
 * the schema load with the read (lib/load-firestore-lite.ts).
 */
export async function getOpenExamSessions(): Promise<ExamSessionRecord[]> {
  const [{ db, collection, getDocs, query, where }, { examSessionSchema }] = await Promise.all([
    loadFirestoreLite(),
    import('@centre/domain/bookings'),
  ]);
  const snapshot = await getDocs(
    query(collection(db, COLLECTIONS.examSessions), where('status', '==', 'open')),
  );
  return snapshot.docs
    .map((document) => {
      const parsed = examSessionSchema.safeParse(document.data());
      return parsed.success ? { ...parsed.data, id: document.id } : null;
    })
    .filter((session): session is ExamSessionRecord => session !== null)
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
}
