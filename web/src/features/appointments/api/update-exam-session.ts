import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentKeys } from '../../../data/appointments/keys';
import { COLLECTIONS } from '@centre/domain/collections';
import { doc, updateDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import type { ExamSessionFields } from './create-exam-session';

export type ExamSessionUpdate = Partial<ExamSessionFields> & { status?: 'open' | 'closed' };

/**
 * Edits or closes/reopens a session. `booked` is never sent: only bookExamSeat and
 * cancelExamBooking change it, inside their transactions (rules refuse it from the browser).
 */
export async function updateExamSession(
  sessionId: string,
  update: ExamSessionUpdate,
): Promise<void> {
  const fields: Record<string, unknown> = {};
  for (const key of ['date', 'startTime', 'location', 'capacity', 'status'] as const) {
    if (update[key] !== undefined) fields[key] = update[key];
  }
  await updateDoc(doc(db, COLLECTIONS.examSessions, sessionId), fields);
}

export interface UpdateExamSessionInput {
  sessionId: string;
  changes: ExamSessionUpdate;
}

/** updateExamSession as a mutation that reads the exam sessions again once it succeeds. */
export function useUpdateExamSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, changes }: UpdateExamSessionInput) =>
      updateExamSession(sessionId, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.examSessions() }),
  });
}
