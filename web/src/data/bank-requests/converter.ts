import {
  applicationHistoryEntrySchema,
  applicationNoteSchema,
  type ApplicationHistoryRecord,
  type ApplicationNoteRecord,
} from '@centre/domain/applications';
import { bankRequestRecordSchema, type BankRequestRecord } from '@centre/domain/bank';
import { readOnlyConverter } from '../../lib/read-only-converter';

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

/** bankRequests/{id}/history/{eventId}: written only by functions. */
export const bankRequestHistoryConverter = readOnlyConverter(
  applicationHistoryEntrySchema,
  'History is written by the server, not the client.',
);

/** bankRequests/{id}/notes/{noteId}: internal, staff only, never edited. */
export const bankRequestNoteConverter = readOnlyConverter(
  applicationNoteSchema,
  'Notes are added with addBankRequestNote.',
  { estimateServerTimestamps: true },
);
