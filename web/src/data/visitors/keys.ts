/** One key factory for visitors (read only by manage_visits holders): all -> detail(id). */
export const visitorKeys = {
  all: ['visitors'] as const,
  details: () => [...visitorKeys.all, 'detail'] as const,
  detail: (visitorId: string) => [...visitorKeys.details(), visitorId] as const,
};
