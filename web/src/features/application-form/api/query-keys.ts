/** One key factory for the feature: receipts (the service is data/services' serviceKeys.detail). */
export const applicationFormKeys = {
  all: ['application-form'] as const,
  receipts: () => [...applicationFormKeys.all, 'receipt'] as const,
  receipt: (applicationId: string) => [...applicationFormKeys.receipts(), applicationId] as const,
};
