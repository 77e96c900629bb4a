import type { Language } from '@centre/domain/constants';

/** What the update callables return: the fields that actually changed (none on a repeat). */
export interface UserUpdateResult {
  userId: string;
  changedFields: string[];
}

/** The signed-in user as these pages need them (the app layer passes the session user in). */
export type { CurrentUser } from '../../data/users/session-user';

export type { Language };
