/** One key factory for the feature: the open sessions are the only cached read. */
export const examBookingKeys = {
  all: ['exam-booking'] as const,
  sessions: () => [...examBookingKeys.all, 'sessions'] as const,
  openSessions: () => [...examBookingKeys.sessions(), { status: 'open' }] as const,
};
