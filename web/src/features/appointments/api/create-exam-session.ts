import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentKeys } from '../../../data/appointments/keys';
import { COLLECTIONS } from '@centre/domain/collections';
import { addDoc, collection } from 'firebase/firestore';
import { db } from '../../../lib/firestore';

export interface ExamSessionFields {
  date: string;
  startTime: string;
  location: string;
  capacity: number;
}

/** A new session is open with no seat taken (rules: booked == 0); bookExamSeat counts seats. */
export async function createExamSession(fields: ExamSessionFields): Promise<string> {
  const reference = await addDoc(collection(db, COLLECTIONS.examSessions), {
    date: fields.date,
    startTime: fields.startTime,
    location: fields.location,
    capacity: fields.capacity,
    booked: 0,
    status: 'open',
  });
  return reference.id;
}

/** createExamSession as a mutation that reads the exam sessions again once it succeeds. */
export function useCreateExamSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExamSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.examSessions() }),
  });
}
