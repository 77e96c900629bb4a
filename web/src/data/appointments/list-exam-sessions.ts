import { COLLECTIONS } from '@centre/domain/collections';
import { collection, orderBy, query, where } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { readDocuments } from '../read-documents';
import { appointmentKeys } from './keys';
import { examSessionConverter, type ExamSessionRecord } from './converter';

/** Sessions on or after `from` ('YYYY-MM-DD'), soonest first (index: date + startTime). */
export async function getExamSessions(from: string): Promise<ExamSessionRecord[]> {
  return readDocuments(
    query(
      collection(db, COLLECTIONS.examSessions).withConverter(examSessionConverter),
      where('date', '>=', from),
      orderBy('date', 'asc'),
      orderBy('startTime', 'asc'),
    ),
  );
}

const examSessionsRead = defineRead(appointmentKeys.examSessionList, getExamSessions);
export const examSessionsQueryOptions = examSessionsRead.options;
export const useExamSessions = examSessionsRead.useRead;
