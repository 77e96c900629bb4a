// The actors of the rules tests, with ID tokens carrying the same claims the claims trigger writes
// (claimsFor from the domain), so the rules are tested against the one definition.
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { ROLE_PERMISSIONS } from '@centre/domain/permissions';
import type { Role } from '@centre/domain/roles';
import { claimsFor, type UserAccessRecord } from '@centre/domain/users';
import { collection, getDocs, query, type QueryConstraint } from 'firebase/firestore';

/** The user whose own documents the tables act on; a bank agent (can send, cannot list users). */
export const SELF_UID = 'self-uid';

interface ActorRecord {
  role: Role | null;
  status?: string;
  isActive?: boolean;
  /** Their uid is among the configured restricted user ids. */
  restrictedId?: boolean;
}

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
  /**
   * An agent whose uid is among the configured restricted ids (docs/product.md §6.5): restricted
   * although the role holds every agent permission, so only the bank desk opens to them.
   */
  restricted_agent: { role: 'agent', restrictedId: true },
} as const satisfies Record<string, ActorRecord>;

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
  const entry: ActorRecord = ACTORS[actor];
  const { role, restrictedId = false, ...overrides } = entry;
  if (role === null) return env.unauthenticatedContext();
  const uid = uidOf(actor);
  return contextWithRecord(env, recordFor(uid, role, overrides), restrictedId ? [uid] : []);
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

/**
 * The actors of the bank desk tables: the staff actors, a second bank agent ("self", who is not
 * the agent of the seeded client) and an agent restricted by a configured id.
 */
export const BANK_ACTOR_NAMES = [...STAFF_ACTOR_NAMES, 'self', 'restricted_agent'] as const;
export type BankActor = (typeof BANK_ACTOR_NAMES)[number];
/** firestore.rules bankReader(): view_bank_services holders and the restricted users. */
export const BANK_READERS: readonly BankActor[] = [
  'agent',
  'admin',
  'bank_agent',
  'self',
  'equity',
  'restricted_agent',
];
/** The two restricted actors: role equity, and an agent by configured id. */
export const RESTRICTED_ACTORS = ['equity', 'restricted_agent'] as const satisfies readonly Actor[];
