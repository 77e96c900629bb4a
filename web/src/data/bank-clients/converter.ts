import { bankClientRecordSchema, type BankClientRecord } from '@centre/domain/bank';
import { readOnlyConverter } from '../../lib/read-only-converter';

// The record schema is the domain's (one definition for the app, functions and the seed).
export type { BankClientRecord } from '@centre/domain/bank';
export type BankClient = BankClientRecord;

/** Read-only: bank clients change only through the bank client callables. */
export const bankClientConverter = readOnlyConverter(
  bankClientRecordSchema,
  'Bank clients are changed through their callables, not written whole.',
  { estimateServerTimestamps: true },
);
