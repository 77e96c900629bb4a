import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';

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
