import {
  licenceRenewalHistoryEntrySchema,
  licenceRenewalNoteSchema,
  licenceRenewalRecordSchema,
  type LicenceRenewalHistoryRecord,
  type LicenceRenewalNoteRecord,
} from '@centre/domain/licence-renewals';
import { readOnlyConverter } from '../../lib/read-only-converter';
import { historyAndNoteConverters } from '../workflow-converters';

// The record schemas are the domain's (one definition for the app, functions and the seed).
export type { LicenceRenewalRecord } from '@centre/domain/licence-renewals';
export type LicenceRenewalHistoryEntry = LicenceRenewalHistoryRecord;
export type LicenceRenewalNote = LicenceRenewalNoteRecord;

/** Read-only: renewals change only through the licence renewal callables. */
export const licenceRenewalConverter = readOnlyConverter(
  licenceRenewalRecordSchema,
  'Licence renewals are changed through their callables, not written whole.',
  { estimateServerTimestamps: true },
);

/**
 * licenceRenewals/{id}/history/{eventId} (written only by functions) and notes/{noteId} (internal,
 * staff only, never edited).
 */
const details = historyAndNoteConverters(
  licenceRenewalHistoryEntrySchema,
  licenceRenewalNoteSchema,
  'addLicenceRenewalNote',
);
export const licenceRenewalHistoryConverter = details.history;
export const licenceRenewalNoteConverter = details.note;
