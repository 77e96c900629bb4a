import {
  applicationHistoryEntrySchema,
  applicationNoteSchema,
  applicationRecordSchema,
  type ApplicationHistoryRecord,
  type ApplicationNoteRecord,
} from '@centre/domain/applications';
import { readOnlyConverter } from '../../lib/read-only-converter';

// The record schemas are the domain's (one definition for the app, the seed and its test).
export type { ApplicationDocumentRecord, ApplicationRecord } from '@centre/domain/applications';
export type HistoryEntry = ApplicationHistoryRecord;
export type ApplicationNote = ApplicationNoteRecord;

/** Read-only: staff change applications field by field (updateDoc), never as whole records. */
export const applicationConverter = readOnlyConverter(
  applicationRecordSchema,
  'Applications are updated field by field, not written whole.',
  { estimateServerTimestamps: true },
);

/** applications/{id}/history/{eventId}: written only by functions. */
export const historyEntryConverter = readOnlyConverter(
  applicationHistoryEntrySchema,
  'History is written by the server, not the client.',
);

/** applications/{id}/notes/{noteId}: internal, staff only, never edited. */
export const noteConverter = readOnlyConverter(
  applicationNoteSchema,
  'Notes are added with addApplicationNote.',
  { estimateServerTimestamps: true },
);
