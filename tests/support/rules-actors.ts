// The actors of the rules tests, with ID tokens carrying the same claims the claims trigger writes
// (claimsFor from the domain), so the rules are tested against the one definition.
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { ROLE_PERMISSIONS } from '@centre/domain/permissions';
import type { Role } from '@centre/domain/roles';
import { claimsFor, type UserAccessRecord } from '@centre/domain/users';

/** The user whose own documents the tables act on; a bank agent (can send, cannot list users). */
export const SELF_UID = 'self-uid';

export const ACTOR_ROLES = {
  anonymous: null,
  self: 'bank_agent',
  receptionist: 'receptionist',
  agent: 'agent',
  manager: 'manager',
  admin: 'admin',
  bank_agent: 'bank_agent',
  equity: 'equity',
} as const satisfies Record<string, Role | null>;

export type ActorName = keyof typeof ACTOR_ROLES;
export const ACTOR_NAMES = Object.keys(ACTOR_ROLES) as ActorName[];
export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export function uidOf(actor: ActorName): string {
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

/** A signed-in context whose token holds claimsFor(record). */
export function contextWithRecord(
  env: RulesTestEnvironment,
  record: UserAccessRecord,
  restrictedUserIds: readonly string[] = [],
): RulesTestContext {
  return env.authenticatedContext(record.uid, { ...claimsFor(record, restrictedUserIds) });
}

export function contextFor(env: RulesTestEnvironment, actor: ActorName): RulesTestContext {
  const role = ACTOR_ROLES[actor];
  if (role === null) return env.unauthenticatedContext();
  return contextWithRecord(env, recordFor(uidOf(actor), role));
}

/** Rows of `actor x operation -> allowed` for it.each, from the actors each operation admits. */
export function accessTable(allowed: Record<Operation, readonly ActorName[]>) {
  return OPERATIONS.flatMap((operation) =>
    ACTOR_NAMES.map((actor) => ({
      actor,
      operation,
      allowed: allowed[operation].includes(actor),
    })),
  );
}

/** The Firestore handle of a rules test context (usable with the modular firebase/firestore API). */
export type RulesDb = ReturnType<RulesTestContext['firestore']>;
