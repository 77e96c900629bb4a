import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import { useExamSeatMutation } from './use-exam-seat-mutation';

export interface BookExamSeatRequest {
  /** APP-XXXXXX, upper case */
  reference: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  sessionId: string;
}

/** Takes a seat in one transaction on the session (callable `bookExamSeat`). */
export async function bookExamSeat(request: BookExamSeatRequest): Promise<{ bookingId: string }> {
  const call = httpsCallable<BookExamSeatRequest, { bookingId: string }>(functions, 'bookExamSeat');
  const { data } = await call(request);
  return data;
}

/** bookExamSeat as a mutation that refreshes the sessions' seats once it settles. */
export function useBookExamSeat() {
  return useExamSeatMutation(bookExamSeat);
}
