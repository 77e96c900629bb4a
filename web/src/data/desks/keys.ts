/** One key factory for desks: all -> detail(uid) (a member of staff's desk) -> open list. */
export const deskKeys = {
  all: ['desks'] as const,
  details: () => [...deskKeys.all, 'detail'] as const,
  detail: (uid: string) => [...deskKeys.details(), uid] as const,
  open: () => [...deskKeys.all, 'open'] as const,
};
