/** A member of staff in the assignee picker; the route passes the users feature's options. */
export interface StaffOption {
  value: string;
  label: string;
}

/** The signed-in user as these pages need them (the route passes the session user). */
export type { CurrentStaff } from '../../data/users/session-user';
