/** One key factory for the feature: the service being applied for, and receipts. */
export const applicationFormKeys = {
  all: ['application-form'] as const,
  services: () => [...applicationFormKeys.all, 'service'] as const,
  service: (serviceId: string) => [...applicationFormKeys.services(), serviceId] as const,
  receipts: () => [...applicationFormKeys.all, 'receipt'] as const,
  receipt: (applicationId: string) => [...applicationFormKeys.receipts(), applicationId] as const,
};
