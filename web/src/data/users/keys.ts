/** Which set of users a list query returns; searching and filtering happen on the client. */
export type UserListScope = 'all' | 'staff' | 'bank-staff';

/**
 * One key factory for the feature: all -> lists -> list(filters) -> details -> detail(id).
 * A change to any user invalidates `userKeys.all`, which covers lists, records and audit history.
 */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: { scope: UserListScope }) => [...userKeys.lists(), filters] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (userId: string) => [...userKeys.details(), userId] as const,
  audit: (userId: string) => [...userKeys.detail(userId), 'audit'] as const,
};
