import { COLLECTIONS } from '@centre/domain/collections';
import { doc, updateDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';

export type ExamAttendance = 'attended' | 'no_show';

/** Rules let managers change only the status, and only to attended or no_show. */
export async function markExamBooking(bookingId: string, status: ExamAttendance): Promise<void> {
  await updateDoc(doc(db, COLLECTIONS.examBookings, bookingId), { status });
}
