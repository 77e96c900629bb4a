/** The signed-in user as these pages need them (the route passes the session user). */
export interface CurrentStaff {
  uid: string;
  displayName: string;
  role: string | null;
  permissions: readonly string[];
}
