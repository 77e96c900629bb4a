import { COLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { appointmentKeys } from './keys';
import { examBookingConverter, type ExamBookingRecord } from './converter';

/** The session's candidates by name (sorted here: no composite index for one session's list). */
export async function getExamBookings(sessionId: string): Promise<ExamBookingRecord[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.examBookings).withConverter(examBookingConverter),
      where('sessionId', '==', sessionId),
    ),
  );
  return snapshot.docs
    .map((document) => document.data())
    .sort((a, b) => a.candidateName.localeCompare(b.candidateName));
}

export const examBookingsQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: appointmentKeys.examBookings(sessionId),
    queryFn: () => getExamBookings(sessionId),
  });

export function useExamBookings(sessionId: string) {
  return useQuery(examBookingsQueryOptions(sessionId));
}
