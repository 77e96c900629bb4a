/** The signed-in person as the app shell needs them; the user record (role...) comes later. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export interface SignInInput {
  email: string;
  password: string;
  /** Keep the session across browser restarts (local) or only for this tab (session). */
  remember: boolean;
}
