/**
 * The signed-in member of staff: their users/{uid} record with the claims the ID token adds. One
 * definition for the auth session and every page that acts as the signed-in user.
 */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string;
  role: string | null;
  permissions: string[];
  status: string;
  isActive: boolean;
  department: string;
  mustChangePassword: boolean;
  language: string;
  /** The daily digest of new assignments by email (issue 16); on unless switched off. */
  dailyDigest: boolean;
  /** From the ID token's claims: the server marks restricted users (docs/product.md §6.5). */
  restricted: boolean;
}

/** What the workflow pages (applications, appointments) need of the signed-in user. */
export type CurrentStaff = Pick<SessionUser, 'uid' | 'displayName' | 'role'> & {
  permissions: readonly string[];
};

/** What the user pages need of the signed-in user. */
export type CurrentUser = CurrentStaff &
  Pick<SessionUser, 'email' | 'status' | 'department' | 'language'>;
