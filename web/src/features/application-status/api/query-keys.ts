/**
 * Key factory for the feature. The status check is a one-off mutation-like call whose answer is
 * not cached (a status changes); the keys exist for invalidation should a cached view appear.
 */
export const applicationStatusKeys = {
  all: ['application-status'] as const,
  check: (reference: string, dateOfBirth: string) =>
    [...applicationStatusKeys.all, 'check', reference, dateOfBirth] as const,
};
