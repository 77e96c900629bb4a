import { COLLECTIONS } from '@centre/domain/collections';
import { collection, query, where } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { readDocuments } from '../read-documents';
import { appointmentKeys } from './keys';
import { examBookingConverter, type ExamBookingRecord } from './converter';

/** The session's candidates by name (sorted here: no composite index for one session's list). */
export async function getExamBookings(sessionId: string): Promise<ExamBookingRecord[]> {
  const bookings = await readDocuments(
    query(
      collection(db, COLLECTIONS.examBookings).withConverter(examBookingConverter),
      where('sessionId', '==', sessionId),
    ),
  );
  return bookings.sort((a, b) => a.candidateName.localeCompare(b.candidateName));
}

const examBookingsRead = defineRead(appointmentKeys.examBookings, getExamBookings);
export const examBookingsQueryOptions = examBookingsRead.options;
export const useExamBookings = examBookingsRead.useRead;
