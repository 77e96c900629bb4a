import {
  applicationHistoryEntrySchema,
  applicationNoteSchema,
  type ApplicationHistoryRecord,
  type ApplicationNoteRecord,
} from '@centre/domain/applications';
import { bankRequestRecordSchema, type BankRequestRecord } from '@centre/domain/bank';
import { readOnlyConverter } from '../../lib/read-only-converter';
import { historyAndNoteConverters } from '../workflow-converters';

// The record schemas are the domain's (one definition for the app, functions and the seed).
export type { BankRequestRecord } from '@centre/domain/bank';
export type BankRequest = BankRequestRecord;
/** Bank requests and clients keep history and notes the way applications do. */
export type BankHistoryEntry = ApplicationHistoryRecord;
export type BankNote = ApplicationNoteRecord;

/** Read-only: bank requests change only through the bank request callables. */
export const bankRequestConverter = readOnlyConverter(
  bankRequestRecordSchema,
  'Bank requests are changed through their callables, not written whole.',
  { estimateServerTimestamps: true },
);

/**
 * bankRequests/{id}/history/{eventId} (written only by functions) and notes/{noteId} (internal,
 * staff only, never edited).
 */
const details = historyAndNoteConverters(
  applicationHistoryEntrySchema,
  applicationNoteSchema,
  'addBankRequestNote',
);
export const bankRequestHistoryConverter = details.history;
export const bankRequestNoteConverter = details.note;
