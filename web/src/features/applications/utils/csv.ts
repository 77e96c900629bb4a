import type { ApplicationRecord } from '../../../data/applications/converter';
import { buildCsv, csvFileName as namedCsvFile, isoDateTime } from '../../../lib/csv';
import { applicantName, REFERENCE_PENDING, statusLabel } from './labels';

export { downloadCsv } from '../../../lib/csv';

// The column headers (and the values written in words, such as the pending reference) stay in
// English whatever the UI language (lib/csv.ts).
export const CSV_HEADERS = [
  'Reference',
  'Submitted',
  'Status',
  'Service',
  'Applicant name',
  'Email',
  'Phone',
  'Assigned to',
] as const;

/** The export of a filtered list: a header row, then one row per application, CRLF-separated. */
export function buildApplicationsCsv(
  applications: readonly ApplicationRecord[],
  serviceName: (serviceId: string) => string,
): string {
  return buildCsv(
    CSV_HEADERS,
    applications.map((application) => [
      application.reference ?? REFERENCE_PENDING,
      isoDateTime(application.createdAt),
      statusLabel(application.status),
      serviceName(application.serviceId),
      applicantName(application.applicant),
      application.applicant.email,
      application.applicant.phone,
      application.assignedTo ? (application.assignedToName ?? application.assignedTo) : '',
    ]),
  );
}

export function csvFileName(today: Date): string {
  return namedCsvFile('applications', today);
}
