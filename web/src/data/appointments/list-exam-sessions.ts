import { COLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { appointmentKeys } from './keys';
import { examSessionConverter, type ExamSessionRecord } from './converter';

/** Sessions on or after `from` ('YYYY-MM-DD'), soonest first (index: date + startTime). */
export async function getExamSessions(from: string): Promise<ExamSessionRecord[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.examSessions).withConverter(examSessionConverter),
      where('date', '>=', from),
      orderBy('date', 'asc'),
      orderBy('startTime', 'asc'),
    ),
  );
  return snapshot.docs.map((document) => document.data());
}

export const examSessionsQueryOptions = (from: string) =>
  queryOptions({
    queryKey: appointmentKeys.examSessionList(from),
    queryFn: () => getExamSessions(from),
  });

export function useExamSessions(from: string, enabled = true) {
  return useQuery({ ...examSessionsQueryOptions(from), enabled });
}
