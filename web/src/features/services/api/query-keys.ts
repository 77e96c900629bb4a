/**
 * One key factory for the feature: all -> lists -> list(filters) -> details -> detail(id).
 * The catalogue is small, so one list of the active services serves search and filters.
 */
export const serviceKeys = {
  all: ['services'] as const,
  lists: () => [...serviceKeys.all, 'list'] as const,
  list: (filters: { active: true }) => [...serviceKeys.lists(), filters] as const,
  details: () => [...serviceKeys.all, 'detail'] as const,
  detail: (serviceId: string) => [...serviceKeys.details(), serviceId] as const,
};
