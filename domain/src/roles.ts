/**
 * Staff roles of docs/product.md §6.1; `equity` is the partner bank's restricted liaison role
 * (docs/product.md §6).
 */
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

/** The roles in English words. */
export const ROLE_LABELS: Record<Role, string> = {
  superadmin: 'Super admin',
  admin: 'Admin',
  manager: 'Manager',
  agent: 'Agent',
  receptionist: 'Receptionist',
  bank_agent: 'Bank agent',
  equity: 'Equity',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** docs/product.md §6: "Admin always passes role checks"; superadmin holds every admin right. */
export function isAdminRole(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'superadmin';
}
