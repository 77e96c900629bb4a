import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentKeys } from '../../../data/appointments/keys';
import { COLLECTIONS } from '@centre/domain/collections';
import { doc, updateDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';

export type ExamAttendance = 'attended' | 'no_show';

/** Rules let managers change only the status, and only to attended or no_show. */
export async function markExamBooking(bookingId: string, status: ExamAttendance): Promise<void> {
  await updateDoc(doc(db, COLLECTIONS.examBookings, bookingId), { status });
}

export interface MarkExamBookingInput {
  bookingId: string;
  status: ExamAttendance;
}

/** markExamBooking as a mutation that reads the session's candidates again once it succeeds. */
export function useMarkExamBooking(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, status }: MarkExamBookingInput) => markExamBooking(bookingId, status),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: appointmentKeys.examBookings(sessionId) }),
  });
}
