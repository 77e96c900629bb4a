import { useExamSeatMutation } from './use-exam-seat-mutation';
import { callFunction } from '../../../lib/call-function';

export interface BookExamSeatRequest {
  /** APP-XXXXXX, upper case */
  reference: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  sessionId: string;
}

/** Takes a seat in one transaction on the session (callable `bookExamSeat`). */
export async function bookExamSeat(request: BookExamSeatRequest): Promise<{ bookingId: string }> {
  return callFunction<BookExamSeatRequest, { bookingId: string }>('bookExamSeat', request);
}

/** bookExamSeat as a mutation that refreshes the sessions' seats once it settles. */
export function useBookExamSeat() {
  return useExamSeatMutation(bookExamSeat);
}
