/**
 * One key factory for the feature. Availability is keyed by service and window so that "later
 * dates" pages are cached separately and a slot-full answer refreshes exactly what is on screen.
 */
export const bookingKeys = {
  all: ['booking'] as const,
  settings: () => [...bookingKeys.all, 'settings'] as const,
  availabilities: () => [...bookingKeys.all, 'availability'] as const,
  availability: (serviceId: string, from: string, days: number) =>
    [...bookingKeys.availabilities(), serviceId, from, days] as const,
  appointments: () => [...bookingKeys.all, 'appointment'] as const,
  appointment: (appointmentId: string) => [...bookingKeys.appointments(), appointmentId] as const,
};
