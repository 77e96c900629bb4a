/** Staff roles of SPEC 1; `equity` is the partner bank's restricted liaison role (SPEC 6). */
export const ROLES = [
  'superadmin',
  'admin',
  'manager',
  'agent',
  'receptionist',
  'bank_agent',
  'equity',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** SPEC 6: "Admin always passes role checks"; superadmin holds every admin right. */
export function isAdminRole(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'superadmin';
}
