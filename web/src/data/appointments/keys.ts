import { recordKeys } from '../record-keys';

/** The appointments list filters; '' means any. */
export interface AppointmentRangeParams {
  /** inclusive 'YYYY-MM-DD' */
  from: string;
  to: string;
  serviceId: string;
}

/**
 * One key factory for the feature: all -> lists -> list(params) -> details -> detail(id), plus the
 * booking settings and exam sessions. A status change invalidates the lists and that appointment
 * (which covers its history).
 */
export const appointmentKeys = {
  ...recordKeys('appointments'),
  list: (params: AppointmentRangeParams) => [...appointmentKeys.lists(), params] as const,
  settings: () => [...appointmentKeys.all, 'settings'] as const,
  examSessions: () => [...appointmentKeys.all, 'exam-sessions'] as const,
  examSessionList: (from: string) => [...appointmentKeys.examSessions(), 'list', from] as const,
  examBookings: (sessionId: string) =>
    [...appointmentKeys.examSessions(), 'bookings', sessionId] as const,
};

/**
 * The public booking pages' reads (callables and public queries, not the staff documents):
 * availability is keyed by service and window so that "later dates" pages are cached separately
 * and a slot-full answer refreshes exactly what is on screen; `appointment` is what
 * /appointment/{id} shows. Open exam sessions sit under appointmentKeys.examSessions(), so a
 * seat booked refreshes the public list and the staff's lists together.
 */
export const bookingKeys = {
  all: ['booking'] as const,
  settings: () => [...bookingKeys.all, 'settings'] as const,
  availabilities: () => [...bookingKeys.all, 'availability'] as const,
  availability: (serviceId: string, from: string, days: number) =>
    [...bookingKeys.availabilities(), serviceId, from, days] as const,
  appointments: () => [...bookingKeys.all, 'appointment'] as const,
  appointment: (appointmentId: string) => [...bookingKeys.appointments(), appointmentId] as const,
  openExamSessions: () => [...appointmentKeys.examSessions(), 'open'] as const,
};

/** What a booking, a move or a cancellation makes stale: free places and the staff's views. */
export function appointmentChangeKeys(appointmentId?: string) {
  return [
    bookingKeys.availabilities(),
    appointmentKeys.lists(),
    ...(appointmentId ? [appointmentKeys.detail(appointmentId)] : []),
  ];
}
