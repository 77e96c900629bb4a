import {
  LICENCE_RENEWAL_STATUS_LABELS,
  daysBetween,
  isLicenceRenewalStuck,
  licenceAnswersOf,
} from '@centre/domain/licence-renewals';
import type { LicenceRenewalRecord } from '../../../data/licence-renewals/converter';
import { buildCsv, csvFileName, isoDateTime } from '../../../lib/csv';

// A data format: English headers and words whatever the UI language (lib/csv.ts).
export const RENEWAL_CSV_HEADERS = [
  'Reference',
  'Submitted',
  'Status',
  'Days in status',
  'Stuck',
  'Applicant name',
  'Email',
  'Phone',
  'Licence number',
  'Licence class',
  'Issuing country',
  'Licence expiry',
  'Delivery',
  'Assigned to',
] as const;

/** The export of a filtered list: a header row, then one row per renewal. */
export function buildLicenceRenewalsCsv(
  renewals: readonly LicenceRenewalRecord[],
  now: Date,
): string {
  return buildCsv(
    RENEWAL_CSV_HEADERS,
    renewals.map((renewal) => {
      const licence = licenceAnswersOf(renewal);
      return [
        renewal.reference ?? 'Reference pending',
        isoDateTime(renewal.createdAt),
        LICENCE_RENEWAL_STATUS_LABELS[renewal.status],
        renewal.statusChangedAt ? daysBetween(renewal.statusChangedAt, now) : '',
        isLicenceRenewalStuck(renewal, now) ? 'Yes' : 'No',
        [renewal.applicant.firstName, renewal.applicant.lastName].filter(Boolean).join(' '),
        renewal.applicant.email,
        renewal.applicant.phone,
        licence.licenceNumber,
        licence.licenceClass,
        licence.issuingCountry,
        licence.licenceExpiry,
        licence.delivery,
        renewal.assignedTo ? (renewal.assignedToName ?? renewal.assignedTo) : '',
      ];
    }),
  );
}

export const renewalsCsvFileName = (today: Date) => csvFileName('licence-renewals', today);
