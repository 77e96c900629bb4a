/** The front desk's own reads (callables no other feature needs). */
export const frontDeskKeys = {
  all: ['front-desk'] as const,
  search: (query: string) => [...frontDeskKeys.all, 'find-visitors', query] as const,
};
