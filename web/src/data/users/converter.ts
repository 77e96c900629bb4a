import { timestampSchema } from '@centre/domain/timestamps';
import { dailyDigestSchema } from '@centre/domain/users';
import { z } from 'zod';
import { readOnlyConverter } from '../../lib/read-only-converter';

const timestamp = timestampSchema;

/**
 * users/{uid} as the admin pages show it (docs/product.md §3.1). Records are written
 * only by functions, so a malformed field falls back to a neutral value instead of hiding the
 * whole list.
 */
export const userRecordSchema = z.object({
  uid: z.string(),
  email: z.string().catch(''),
  displayName: z.string().catch(''),
  role: z.string().nullable().catch(null),
  status: z.string().catch('active'),
  isActive: z.boolean().catch(true),
  department: z.string().catch('General'),
  permissions: z.array(z.string()).catch([]),
  language: z.string().catch('en'),
  mustChangePassword: z.boolean().catch(false),
  dailyDigest: dailyDigestSchema,
  createdAt: timestamp,
  updatedAt: timestamp,
  lastUpdated: timestamp,
  lastUpdatedBy: z.string().nullable().catch(null),
});

export type UserRecord = z.infer<typeof userRecordSchema>;

/** Read-only: the client never writes whole user records (functions do). */
export const userConverter = readOnlyConverter(
  userRecordSchema,
  'User records are written by the server, not the client.',
  { idField: 'uid' },
);

/** A change as the server's audit entries record it: field -> { from, to }. */
const changedFieldsSchema = z
  .record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }).partial())
  .catch({});

/** auditLog/{id}: {actor, action, target, changedFields, at}, written by the user callables. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.string().catch(''),
  action: z.string().catch(''),
  target: z.string().catch(''),
  changedFields: changedFieldsSchema,
  at: timestamp,
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditEntryConverter = readOnlyConverter(
  auditEntrySchema,
  'Audit entries are written by the server, not the client.',
);
