import {
  applicationHistoryEntrySchema,
  applicationNoteSchema,
  applicationRecordSchema,
  type ApplicationHistoryRecord,
  type ApplicationNoteRecord,
} from '@centre/domain/applications';
import { readOnlyConverter } from '../../lib/read-only-converter';
import { historyAndNoteConverters } from '../workflow-converters';

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

/**
 * applications/{id}/history/{eventId} (written only by functions) and notes/{noteId} (internal,
 * staff only, never edited).
 */
const details = historyAndNoteConverters(
  applicationHistoryEntrySchema,
  applicationNoteSchema,
  'addApplicationNote',
);
export const historyEntryConverter = details.history;
export const noteConverter = details.note;
