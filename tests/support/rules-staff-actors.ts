// The actors of the applications, contact messages and services tables: the public, each staff
// role, the restricted equity role and an admin whose account is no longer active. Tokens carry
// claimsFor() of their record, as in rules-actors.ts.
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Role } from '@centre/domain/roles';
import { OPERATIONS, contextWithRecord, recordFor, type Operation } from './rules-actors';

export const STAFF_ACTORS = {
  anonymous: { role: null },
  receptionist: { role: 'receptionist' },
  agent: { role: 'agent' },
  manager: { role: 'manager' },
  admin: { role: 'admin' },
  bank_agent: { role: 'bank_agent' },
  equity: { role: 'equity' },
  inactive_admin: { role: 'admin', status: 'inactive', isActive: false },
} as const satisfies Record<string, { role: Role | null; status?: string; isActive?: boolean }>;

export type StaffActor = keyof typeof STAFF_ACTORS;
export const STAFF_ACTOR_NAMES = Object.keys(STAFF_ACTORS) as StaffActor[];

export const staffUid = (actor: StaffActor): string => `${actor}-uid`;

export function staffContext(env: RulesTestEnvironment, actor: StaffActor): RulesTestContext {
  const { role, ...overrides } = STAFF_ACTORS[actor];
  if (role === null) return env.unauthenticatedContext();
  return contextWithRecord(env, recordFor(staffUid(actor), role, overrides));
}

/** Rows of `actor x operation -> allowed` for it.each, from the actors each operation admits. */
export function staffAccessTable(allowed: Record<Operation, readonly StaffActor[]>) {
  return OPERATIONS.flatMap((operation) =>
    STAFF_ACTOR_NAMES.map((actor) => ({
      actor,
      operation,
      allowed: allowed[operation].includes(actor),
    })),
  );
}

/** Active staff: every signed-in actor but the restricted and the inactive one. */
export const ACTIVE_STAFF: readonly StaffActor[] = [
  'receptionist',
  'agent',
  'manager',
  'admin',
  'bank_agent',
];
/** Holders of view_applications and manage_applications (SPEC 6). */
export const APPLICATION_STAFF: readonly StaffActor[] = ['agent', 'manager', 'admin'];
