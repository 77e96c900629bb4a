/** One key factory for the dashboard: one load per user, role and centre day. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  load: (uid: string, role: string) => [...dashboardKeys.all, uid, role] as const,
};
