/** The signed-in user as these pages need them (the route passes the session user). */
export type { CurrentStaff } from '../../data/users/session-user';
