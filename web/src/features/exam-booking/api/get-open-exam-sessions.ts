import { COLLECTIONS } from '@centre/domain/collections';
import { examSessionSchema, type ExamSession } from '@centre/domain/bookings';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { getLiteDb } from '../../../lib/firestore-lite';

export type ExamSessionRecord = ExamSession & { id: string };

/**
 * examSessions where status == 'open': exactly what the rules let the public list. Sorted here
 * by date and time (a few documents), so the query needs no composite index.
 */
export async function getOpenExamSessions(): Promise<ExamSessionRecord[]> {
  const snapshot = await getDocs(
    query(collection(getLiteDb(), COLLECTIONS.examSessions), where('status', '==', 'open')),
  );
  return snapshot.docs
    .map((document) => {
      const parsed = examSessionSchema.safeParse(document.data());
      return parsed.success ? { ...parsed.data, id: document.id } : null;
    })
    .filter((session): session is ExamSessionRecord => session !== null)
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
}
