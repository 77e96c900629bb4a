import { seatsLeft } from '@centre/domain/bookings';
import { format, parse } from 'date-fns';
import type { ExamSessionRecord } from '../api/get-open-exam-sessions';

/** "Full", "1 seat left", "12 seats left" */
export function seatsLeftText(session: Pick<ExamSessionRecord, 'capacity' | 'booked'>): string {
  const left = seatsLeft(session);
  if (left === 0) return 'Full';
  return left === 1 ? '1 seat left' : `${left} seats left`;
}

/** "Tuesday 14 July 2026": a calendar date, not an instant. */
export function formatSessionDate(date: string): string {
  return format(parse(date, 'yyyy-MM-dd', new Date()), 'EEEE d MMMM yyyy');
}

/** For a select option: "Tue 14 Jul 2026, 09:00, Main hall (3 seats left)" */
export function sessionOptionLabel(session: ExamSessionRecord): string {
  const date = format(parse(session.date, 'yyyy-MM-dd', new Date()), 'EEE d MMM yyyy');
  return `${date}, ${session.startTime}, ${session.location} (${seatsLeftText(session)})`;
}

export function bookSeatPath(sessionId: string): string {
  return `/services/hca-exam-booking/apply?session=${encodeURIComponent(sessionId)}`;
}
