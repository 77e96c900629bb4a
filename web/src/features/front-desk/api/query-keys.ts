/** The front desk's own reads (callables no other feature needs). */
export const frontDeskKeys = {
  all: ['front-desk'] as const,
  search: (query: string) => [...frontDeskKeys.all, 'find-visitors', query] as const,
  /** The visitors who may be an appointment's booker (by its phone, then its name). */
  booker: (appointmentId: string) => [...frontDeskKeys.all, 'booker', appointmentId] as const,
};
