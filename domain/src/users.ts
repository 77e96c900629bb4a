import { z } from 'zod';
import { isRestrictedUser } from './access';
import { DEFAULT_DEPARTMENT, DEFAULT_LANGUAGE, DEPARTMENTS } from './constants';
import { documentIdSchema } from './ids';
import { PERMISSIONS, ROLE_PERMISSIONS, type Permission } from './permissions';
import { ROLES, isAdminRole, isRole, type Role } from './roles';
import { hasControlCharacters, textSchema } from './text';

/** docs/product.md §4.2: the values a user's status may take. */
export const USER_STATUSES = ['active', 'inactive', 'suspended', 'on_leave'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The statuses in English words. */
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  on_leave: 'On leave',
};

/**
 * docs/product.md §3, §9: the role a new record gets when the seeding or creation flow names none.
 */
export const DEFAULT_NEW_USER_ROLE: Role = 'bank_agent';

/** docs/product.md §9: the seven departments plus the default one that new records start in. */
export const USER_DEPARTMENTS = [...DEPARTMENTS, DEFAULT_DEPARTMENT] as const;
export type UserDepartment = (typeof USER_DEPARTMENTS)[number];
/** A department's stored value is its English name, shown as it is in English. */
export const DEPARTMENT_LABELS = Object.fromEntries(
  USER_DEPARTMENTS.map((department) => [department, department]),
) as Record<UserDepartment, string>;

/** docs/product.md §7, §12.2: the four default users, one per role, at `<role>@<mail domain>`. */
export const DEFAULT_SEED_ROLES = [
  'admin',
  'manager',
  'agent',
  'bank_agent',
] as const satisfies readonly Role[];

/** `createdBy` of records written by default-user seeding (docs/product.md §12.2). */
export const SEED_CREATOR = 'seed';

export const MIN_PASSWORD_LENGTH = 12;
/** Long enough for any passphrase or password manager; a 1 MB "password" is refused outright. */
export const MAX_PASSWORD_LENGTH = 128;
/** Longest display name a user record takes (the create-user form and createStaffUser). */
export const MAX_DISPLAY_NAME_LENGTH = 100;
/** RFC 5321's longest address. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * docs/product.md §5 validation messages, word for word, plus the ones the product adds for user
 * admin.
 */
export const USER_MESSAGES = {
  userIdRequired: 'User ID is required',
  statusRequired: 'Status is required',
  departmentRequired: 'Department is required',
  updatedByRequired: 'UpdatedBy is required',
  userNotFound: 'User not found',
  roleRequired: 'Role is required',
  invalidRole: 'Role is not a known role',
  invalidStatus: `Status must be one of ${USER_STATUSES.join(', ')}`,
  invalidDepartment: 'Department is not a known department',
  emailRequired: 'Email is required',
  invalidEmail: 'Email is not a valid email address',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  passwordControlCharacters: 'Password must not contain control characters',
  userIdInvalid: 'User ID is not valid',
  updatedByInvalid: 'UpdatedBy is not a valid user ID',
  displayNameInvalid: `Display name must be at most ${MAX_DISPLAY_NAME_LENGTH} characters, without control characters`,
  /** completePasswordChange on an account with no password change pending (failed-precondition). */
  noPasswordChangePending:
    'No password change is pending for this account: change your password in Account Settings',
} as const;

/** Why a callable refuses a caller (the HttpsError messages; the code says what kind). */
export const ACCESS_MESSAGES = {
  /** unauthenticated: no ID token. */
  signInRequired: 'Sign in first.',
  /** unauthenticated: the token predates a revocation, or the account is disabled. */
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** permission-denied: the account must still choose its own password (docs/product.md §12.2). */
  passwordChangeRequired: 'Change your password before you continue.',
  /** permission-denied: an admin acting on a superadmin. */
  superadminOnly: 'Only a superadmin can change a superadmin.',
  /** permission-denied: an admin granting the superadmin role. */
  superadminRoleOnly: 'Only a superadmin can grant that role.',
  /**
   * unavailable: the Auth backend could not be asked (docs/product.md §8's message for
   * unavailable).
   */
  serviceUnavailable: 'Service temporarily unavailable. Please try again later.',
  permissionRequired: (permission: string) => `The ${permission} permission is required.`,
} as const;

// "Required" covers a missing key, a non-string, an empty and an all-blank string alike, so that
// each field reports exactly one docs/product.md §5 message before any other check on it.
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const requiredOneOf = <const T extends readonly [string, ...string[]]>(
  values: T,
  requiredMessage: string,
  invalidMessage: string,
) => required(requiredMessage).pipe(z.enum(values, { error: invalidMessage }));

// A user id: docs/product.md §5's "required" message first, then the shared id schema (it reaches a
// path).
const userId = required(USER_MESSAGES.userIdRequired).pipe(
  documentIdSchema(USER_MESSAGES.userIdInvalid),
);
const updatedBy = required(USER_MESSAGES.updatedByRequired).pipe(
  documentIdSchema(USER_MESSAGES.updatedByInvalid),
);

// Not trimmed: spaces are part of a password.
const password = z
  .string({ error: USER_MESSAGES.passwordTooShort })
  .max(MAX_PASSWORD_LENGTH, { error: USER_MESSAGES.passwordTooLong })
  .min(MIN_PASSWORD_LENGTH, { error: USER_MESSAGES.passwordTooShort })
  .refine((value) => !hasControlCharacters(value), {
    error: USER_MESSAGES.passwordControlCharacters,
  });

// Key order matters: the first failing field is reported, and docs/product.md §5 checks the user
// id, then the new value, then updatedBy.
export const updateUserRoleInput = z.object({
  userId,
  role: requiredOneOf(ROLES, USER_MESSAGES.roleRequired, USER_MESSAGES.invalidRole),
  updatedBy,
});
export type UpdateUserRoleInput = z.infer<typeof updateUserRoleInput>;

export const updateUserStatusInput = z.object({
  userId,
  status: requiredOneOf(USER_STATUSES, USER_MESSAGES.statusRequired, USER_MESSAGES.invalidStatus),
  updatedBy,
});
export type UpdateUserStatusInput = z.infer<typeof updateUserStatusInput>;

export const updateUserDepartmentInput = z.object({
  userId,
  department: requiredOneOf(
    USER_DEPARTMENTS,
    USER_MESSAGES.departmentRequired,
    USER_MESSAGES.invalidDepartment,
  ),
  updatedBy,
});
export type UpdateUserDepartmentInput = z.infer<typeof updateUserDepartmentInput>;

const optionalText = textSchema({
  max: MAX_DISPLAY_NAME_LENGTH,
  messages: {
    type: USER_MESSAGES.displayNameInvalid,
    tooLong: USER_MESSAGES.displayNameInvalid,
    controlCharacters: USER_MESSAGES.displayNameInvalid,
  },
})
  .optional()
  .transform((value) => value || undefined);

export const createStaffUserInput = z.object({
  email: required(USER_MESSAGES.emailRequired)
    .max(MAX_EMAIL_LENGTH, { error: USER_MESSAGES.invalidEmail })
    .toLowerCase()
    .pipe(z.email({ error: USER_MESSAGES.invalidEmail })),
  displayName: optionalText,
  role: z.enum(ROLES, { error: USER_MESSAGES.invalidRole }).optional(),
  department: z.enum(USER_DEPARTMENTS, { error: USER_MESSAGES.invalidDepartment }).optional(),
  password,
});
export type CreateStaffUserInput = z.infer<typeof createStaffUserInput>;

export const completePasswordChangeInput = z.object({ newPassword: password });
export type CompletePasswordChangeInput = z.infer<typeof completePasswordChangeInput>;

/** The first problem, as the one message a caller shows (null when the input is valid). */
export function firstIssue(result: { success: boolean; error?: z.ZodError }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? 'Invalid input');
}

/**
 * What a user may do: everything for admins (docs/product.md §6), otherwise their role's
 * permissions and their own list together, in the order of docs/product.md §6.2 (a stable order
 * keeps claims comparable).
 */
export function effectivePermissions(
  role: string | null | undefined,
  ownPermissions: readonly string[] | null | undefined,
): Permission[] {
  const known = isRole(role) ? role : null;
  if (isAdminRole(known)) return [...PERMISSIONS];
  const granted = new Set<string>([
    ...(known ? ROLE_PERMISSIONS[known] : []),
    ...(ownPermissions ?? []),
  ]);
  return PERMISSIONS.filter((permission) => granted.has(permission));
}

/** The parts of a user record that decide access. */
export interface UserAccessRecord {
  uid: string;
  role?: string | null;
  permissions?: readonly string[] | null;
  isActive?: boolean | null;
  status?: string | null;
  /**
   * docs/product.md §12.2: set on seeded and admin-created accounts until they choose their own
   * password.
   */
  mustChangePassword?: boolean | null;
}

/** Custom claims on the ID token; the rules and the callables authorise from these only. */
export interface UserClaims {
  role: Role | null;
  perms: Permission[];
  active: boolean;
  restricted: boolean;
  /**
   * True until the account has chosen its own password: the token then grants nothing but the
   * password-change callable and reading the user's own record. The rules and the callables
   * treat a token without this claim as true, so only claims written by claimsFor grant access.
   */
  mustChangePassword: boolean;
}

/**
 * The claims a user record earns. An account that is not active keeps its role (for display) but
 * loses every permission, so a stale check that forgets `active` still grants nothing; the same
 * holds for an account that must still change its password.
 */
export function claimsFor(
  record: UserAccessRecord,
  restrictedUserIds: readonly string[],
): UserClaims {
  const role = isRole(record.role) ? record.role : null;
  const active = record.isActive === true && record.status === 'active';
  // Anything but an explicit false/absent flag keeps the account locked (fail closed).
  const mustChangePassword =
    record.mustChangePassword != null && record.mustChangePassword !== false;
  return {
    role,
    perms: active && !mustChangePassword ? effectivePermissions(role, record.permissions) : [],
    active,
    restricted: isRestrictedUser({ uid: record.uid, role }, restrictedUserIds),
    mustChangePassword,
  };
}

/**
 * Whether a colleague's record may be given work now: active (isActive and status active) and not
 * waiting to set their first password (claimsFor grants such an account no permission, so the
 * callables refuse it as an assignee). The assignee pickers offer only these.
 */
export function mayTakeWork(record: UserAccessRecord): boolean {
  const claims = claimsFor(record, []);
  return claims.active && !claims.mustChangePassword;
}

/** True when the claims already on an account are exactly these (so no write is needed). */
export function sameClaims(
  current: Record<string, unknown> | null | undefined,
  wanted: UserClaims,
): boolean {
  if (!current) return false;
  const keys = Object.keys(current);
  const perms = current.perms;
  return (
    keys.length === Object.keys(wanted).length &&
    current.role === wanted.role &&
    current.active === wanted.active &&
    current.restricted === wanted.restricted &&
    current.mustChangePassword === wanted.mustChangePassword &&
    Array.isArray(perms) &&
    perms.length === wanted.perms.length &&
    perms.every((permission, index) => permission === wanted.perms[index])
  );
}

/**
 * users/{uid}.dailyDigest (issue 16): whether the daily digest of new assignments is mailed to this
 * member of staff. Optional on the record and on by default: a record without it (every record
 * written before it existed, and new ones) or with anything but a boolean reads as on. The user
 * switches it in /account-settings (firestore.rules lets them change it on their own record).
 */
export const DAILY_DIGEST_DEFAULT = true;
export const dailyDigestSchema = z.boolean().catch(DAILY_DIGEST_DEFAULT);

/** Whether the staff digest goes to a user record (its `dailyDigest`, on when absent). */
export function wantsDailyDigest(record: { dailyDigest?: unknown }): boolean {
  return dailyDigestSchema.parse(record.dailyDigest);
}

/** A user record as first written (docs/product.md §3.1). */
export interface NewUserRecord {
  uid: string;
  email: string;
  displayName: string;
  role: Role;
  isActive: true;
  status: 'active';
  department: UserDepartment;
  permissions: Permission[];
  mustChangePassword: boolean;
  language: string;
  createdBy: string;
}

export interface NewUserInput {
  uid: string;
  email: string;
  createdBy: string;
  role?: Role | null;
  displayName?: string | null;
  department?: UserDepartment | null;
  mustChangePassword?: boolean;
  language?: string;
}

/** docs/product.md §3 defaults; the caller adds its own createdAt / updatedAt timestamps. */
export function newUserRecord(input: NewUserInput): NewUserRecord {
  const role = input.role ?? DEFAULT_NEW_USER_ROLE;
  return {
    uid: input.uid,
    email: input.email,
    displayName: input.displayName?.trim() || input.email.split('@')[0] || 'User',
    role,
    isActive: true,
    status: 'active',
    department: input.department ?? DEFAULT_DEPARTMENT,
    permissions: [...ROLE_PERMISSIONS[role]],
    mustChangePassword: input.mustChangePassword ?? false,
    language: input.language ?? DEFAULT_LANGUAGE,
    createdBy: input.createdBy,
  };
}

/** `<role>@<domain>`: the default users' addresses (docs/product.md §7). */
export function seedEmail(role: (typeof DEFAULT_SEED_ROLES)[number], mailDomain: string): string {
  return `${role}@${mailDomain}`;
}
