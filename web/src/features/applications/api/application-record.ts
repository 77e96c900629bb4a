import {
  ALLOWED_DOCUMENT_TYPES,
  APPLICATION_KINDS,
  APPLICATION_PRIORITIES,
  APPLICATION_SOURCES,
  APPLICATION_STATUSES,
  REFERENCE_PATTERN,
} from '@centre/domain/applications';
import { z } from 'zod';
import { readOnlyConverter } from '../../../lib/read-only-converter';
import { timestampSchema } from '../../../lib/timestamp-schema';

const timestamp = timestampSchema;

const text = z.string().catch('');
const optionalText = z.string().nullable().catch(null);

const applicantRecordSchema = z
  .object({
    firstName: text,
    lastName: text,
    dateOfBirth: text,
    email: text,
    phone: text,
    address: text,
    language: text,
  })
  .catch({
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    email: '',
    phone: '',
    address: '',
    language: '',
  });

const documentRecordSchema = z.object({
  path: z.string(),
  name: z.string().catch('Document'),
  size: z.number().nonnegative().catch(0),
  // Rules allow only these types; anything else is shown as it is rather than hidden.
  contentType: z.union([z.enum(ALLOWED_DOCUMENT_TYPES), z.string()]).catch(''),
  field: z.string().catch(''),
});

/**
 * applications/{id} as staff see it. The public wrote most of it (checked by rules) and functions
 * the rest; a malformed optional field falls back to a neutral value so that one odd document
 * does not hide a whole page. The status must be one the workflow knows: the actions depend on it.
 */
export const applicationRecordSchema = z.object({
  id: z.string(),
  // Null until the onCreate trigger has assigned it (a second or so after submission).
  reference: z.string().regex(REFERENCE_PATTERN).nullable().catch(null),
  serviceId: text,
  kind: z.enum(APPLICATION_KINDS).catch('service'),
  applicant: applicantRecordSchema,
  answers: z.record(z.string(), z.union([z.string(), z.number()])).catch({}),
  documents: z.array(documentRecordSchema).catch([]),
  status: z.enum(APPLICATION_STATUSES),
  statusNote: z.string().catch(''),
  source: z.enum(APPLICATION_SOURCES).catch('online'),
  assignedTo: optionalText,
  assignedToName: optionalText,
  priority: z.enum(APPLICATION_PRIORITIES).catch('normal'),
  createdAt: timestamp,
  updatedAt: timestamp,
  updatedBy: optionalText,
  statusChangedAt: timestamp,
});

export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;
export type ApplicationDocumentRecord = ApplicationRecord['documents'][number];

/** Read-only: staff change applications field by field (updateDoc), never as whole records. */
export const applicationConverter = readOnlyConverter(
  applicationRecordSchema,
  'Applications are updated field by field, not written whole.',
  { estimateServerTimestamps: true },
);

export const HISTORY_KINDS = ['created', 'status', 'assignment'] as const;

/** applications/{id}/history/{eventId}: written only by functions. */
export const historyEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(HISTORY_KINDS).or(z.string()).catch('status'),
  from: optionalText,
  to: optionalText,
  // Assignment entries may carry the names as well as the uids.
  fromName: optionalText.optional().transform((value) => value ?? null),
  toName: optionalText.optional().transform((value) => value ?? null),
  by: optionalText,
  byName: optionalText,
  at: timestamp,
  note: optionalText,
});

export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyEntryConverter = readOnlyConverter(
  historyEntrySchema,
  'History is written by the server, not the client.',
);

/** applications/{id}/notes/{noteId}: internal, staff only, never edited. */
export const noteSchema = z.object({
  id: z.string(),
  body: text,
  authorId: text,
  authorName: text,
  createdAt: timestamp,
});

export type ApplicationNote = z.infer<typeof noteSchema>;

export const noteConverter = readOnlyConverter(
  noteSchema,
  'Notes are added with addApplicationNote.',
  { estimateServerTimestamps: true },
);
