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
  all: ['appointments'] as const,
  lists: () => [...appointmentKeys.all, 'list'] as const,
  list: (params: AppointmentRangeParams) => [...appointmentKeys.lists(), params] as const,
  details: () => [...appointmentKeys.all, 'detail'] as const,
  detail: (appointmentId: string) => [...appointmentKeys.details(), appointmentId] as const,
  history: (appointmentId: string) =>
    [...appointmentKeys.detail(appointmentId), 'history'] as const,
  settings: () => [...appointmentKeys.all, 'settings'] as const,
  examSessions: () => [...appointmentKeys.all, 'exam-sessions'] as const,
  examSessionList: (from: string) => [...appointmentKeys.examSessions(), 'list', from] as const,
  examBookings: (sessionId: string) =>
    [...appointmentKeys.examSessions(), 'bookings', sessionId] as const,
};
