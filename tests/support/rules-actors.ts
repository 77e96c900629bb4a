// The actors of the rules tests, with ID tokens carrying the same claims the claims trigger writes
// (claimsFor from the domain), so the rules are tested against the one definition.
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { ROLE_PERMISSIONS } from '@centre/domain/permissions';
import type { Role } from '@centre/domain/roles';
import { claimsFor, type UserAccessRecord } from '@centre/domain/users';
import { collection, getDocs, query, type QueryConstraint } from 'firebase/firestore';

/** The user whose own documents the tables act on; a bank agent (can send, cannot list users). */
export const SELF_UID = 'self-uid';

const ACTORS = {
  anonymous: { role: null },
  self: { role: 'bank_agent' },
  receptionist: { role: 'receptionist' },
  agent: { role: 'agent' },
  manager: { role: 'manager' },
  admin: { role: 'admin' },
  bank_agent: { role: 'bank_agent' },
  equity: { role: 'equity' },
  inactive_admin: { role: 'admin', status: 'inactive', isActive: false },
} as const satisfies Record<string, { role: Role | null; status?: string; isActive?: boolean }>;

export type Actor = keyof typeof ACTORS;

/** Every role once; equity is the restricted one. */
const ROLE_ACTORS = [
  'receptionist',
  'agent',
  'manager',
  'admin',
  'bank_agent',
  'equity',
] as const satisfies readonly Actor[];

/** The actors of the users, messages and audit log tables: the public, "self" and each role. */
export const ACTOR_NAMES = ['anonymous', 'self', ...ROLE_ACTORS] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

/**
 * The actors of the applications, contact messages, services and bookings tables: the public,
 * each role and an admin whose account is no longer active.
 */
export const STAFF_ACTOR_NAMES = ['anonymous', ...ROLE_ACTORS, 'inactive_admin'] as const;
export type StaffActor = (typeof STAFF_ACTOR_NAMES)[number];

/** Active staff: every signed-in staff actor but the restricted and the inactive one. */
export const ACTIVE_STAFF: readonly StaffActor[] = [
  'receptionist',
  'agent',
  'manager',
  'admin',
  'bank_agent',
];
/** Holders of view_applications and manage_applications (docs/product.md §6). */
export const APPLICATION_STAFF: readonly StaffActor[] = ['agent', 'manager', 'admin'];
/** Holders of view_visit_management (docs/product.md §6): the receptionist and up. */
export const VISIT_VIEWERS: readonly StaffActor[] = ['receptionist', 'agent', 'manager', 'admin'];

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const roleOf = (actor: Actor): Role | null => ACTORS[actor].role;

export function uidOf(actor: Actor): string {
  return actor === 'self' ? SELF_UID : `${actor}-uid`;
}

export function recordFor(uid: string, role: Role, overrides: Partial<UserAccessRecord> = {}) {
  return {
    uid,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    isActive: true,
    status: 'active',
    ...overrides,
  };
}

/**
 * A signed-in context whose token holds claimsFor(record), plus `tokenFields` (e.g. auth_time,
 * in seconds, which otherwise is the moment the token is made).
 */
export function contextWithRecord(
  env: RulesTestEnvironment,
  record: UserAccessRecord,
  restrictedUserIds: readonly string[] = [],
  tokenFields: Record<string, unknown> = {},
): RulesTestContext {
  return env.authenticatedContext(record.uid, {
    ...claimsFor(record, restrictedUserIds),
    ...tokenFields,
  });
}

export function contextFor(env: RulesTestEnvironment, actor: Actor): RulesTestContext {
  const { role, ...overrides } = ACTORS[actor];
  if (role === null) return env.unauthenticatedContext();
  return contextWithRecord(env, recordFor(uidOf(actor), role, overrides));
}

/** Rows of `actor x operation -> allowed` for it.each, from the actors each operation admits. */
export function accessTable<A extends Actor>(
  actors: readonly A[],
  allowed: Record<Operation, readonly A[]>,
) {
  return OPERATIONS.flatMap((operation) =>
    actors.map((actor) => ({ actor, operation, allowed: allowed[operation].includes(actor) })),
  );
}

/** The Firestore handle of a rules test context (usable with the modular firebase/firestore API). */
export type RulesDb = ReturnType<RulesTestContext['firestore']>;

/** The access table of a collection closed to every client, staff included. */
export const CLOSED_TO_CLIENTS: Record<Operation, readonly StaffActor[]> = {
  get: [],
  list: [],
  create: [],
  update: [],
  delete: [],
};

/**
 * Lists the collection at `path` (a name, or the segments of a subcollection) as `db` sees it,
 * filtered by `constraints`: the one spelling of a list query in the rules tables.
 */
export function listDocs(
  db: RulesDb,
  path: string | readonly [string, ...string[]],
  ...constraints: QueryConstraint[]
) {
  const [first, ...rest] = typeof path === 'string' ? [path] : path;
  return getDocs(query(collection(db, first, ...rest), ...constraints));
}
