import { applicationHistoryEntrySchema, applicationNoteSchema } from '@centre/domain/applications';
import {
  bankClientNumbersSchema,
  kycDocumentRecordSchema,
  type BankClientNumbers,
  type KycDocumentRecord,
} from '@centre/domain/bank';
import { functionsRecordConverter } from '../../lib/read-only-converter';

export type { BankClientNumbers, KycDocumentRecord };
export type BankClientHistoryEntry = ReturnType<typeof bankClientHistoryConverter.fromFirestore>;
export type BankClientNote = ReturnType<typeof bankClientNoteConverter.fromFirestore>;

/** bankClients/{id}/documents/{kind}: written by recordBankClientDocument and its review. */
export const kycDocumentConverter = functionsRecordConverter(
  kycDocumentRecordSchema,
  'KYC documents',
);

/** bankClients/{id}/private/numbers: the full ID and account numbers (admins, the agent). */
export const bankClientNumbersConverter = functionsRecordConverter(
  bankClientNumbersSchema,
  'Bank client numbers',
);

/** bankClients/{id}/history/{eventId}: one entry per change, written by the callables. */
export const bankClientHistoryConverter = functionsRecordConverter(
  applicationHistoryEntrySchema,
  'Bank client history entries',
);

/** bankClients/{id}/notes/{noteId}: internal, added with addBankClientNote. */
export const bankClientNoteConverter = functionsRecordConverter(
  applicationNoteSchema,
  'Bank client notes',
);
