/**
 * One key factory for commissions and their rules: all -> range(from, to) (the dashboard's
 * months) / mine(uid) (an agent's dashboard card) / rules. Setting a rule invalidates rules.
 */
export const commissionKeys = {
  all: ['commissions'] as const,
  range: (fromMonth: string, toMonth: string) =>
    [...commissionKeys.all, 'range', fromMonth, toMonth] as const,
  mine: (uid: string) => [...commissionKeys.all, 'mine', uid] as const,
  rules: () => [...commissionKeys.all, 'rules'] as const,
};
