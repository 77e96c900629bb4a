/** What the update callables return: the fields that actually changed (none on a repeat). */
export interface UserUpdateResult {
  userId: string;
  changedFields: string[];
}

/**
 * The signed-in user as these pages need them. The app layer passes the session user in (the
 * auth feature's SessionUser has these fields), so this feature does not import that one.
 */
export interface CurrentUser {
  uid: string;
  email: string | null;
  displayName: string;
  role: string | null;
  permissions: readonly string[];
  status: string;
  department: string;
  language: string;
}

export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'sw', label: 'Kiswahili' },
] as const;
export type Language = (typeof LANGUAGES)[number]['value'];
