import {
  licenceRenewalHistoryEntrySchema,
  licenceRenewalNoteSchema,
  licenceRenewalRecordSchema,
  type LicenceRenewalHistoryRecord,
  type LicenceRenewalNoteRecord,
} from '@centre/domain/licence-renewals';
import { readOnlyConverter } from '../../lib/read-only-converter';

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

/** licenceRenewals/{id}/history/{eventId}: written only by functions. */
export const licenceRenewalHistoryConverter = readOnlyConverter(
  licenceRenewalHistoryEntrySchema,
  'History is written by the server, not the client.',
);

/** licenceRenewals/{id}/notes/{noteId}: internal, staff only, never edited. */
export const licenceRenewalNoteConverter = readOnlyConverter(
  licenceRenewalNoteSchema,
  'Notes are added with addLicenceRenewalNote.',
  { estimateServerTimestamps: true },
);
