/**
 * One key factory for the services catalogue: all -> lists -> list(filters) -> options ->
 * details -> detail(id). The public reads the active services (one list serves search, filters,
 * the home page and online booking); staff read every service as options (names and fields of
 * old records too).
 */
export const serviceKeys = {
  all: ['services'] as const,
  lists: () => [...serviceKeys.all, 'list'] as const,
  list: (filters: { active: true }) => [...serviceKeys.lists(), filters] as const,
  options: () => [...serviceKeys.all, 'options'] as const,
  details: () => [...serviceKeys.all, 'detail'] as const,
  detail: (serviceId: string) => [...serviceKeys.details(), serviceId] as const,
};
