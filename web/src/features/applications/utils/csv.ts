import type { ApplicationRecord } from '../../../data/applications/converter';
import { applicantName, isoDateTime, isoDay, REFERENCE_PENDING, statusLabel } from './labels';

// The export is a data format, not a page: its column headers (and the values written in words,
// such as the pending reference) stay in English whatever the UI language, so that spreadsheets
// and scripts built on it keep working.
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

// A cell a spreadsheet would run as a formula (CSV injection); a phone number's leading + is data.
const FORMULA_START = /^[=@\t\r]|^[+-](?![\d\s()-]*$)/;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvField).join(',');
}

/** The export of a filtered list: a header row, then one row per application, CRLF-separated. */
export function buildApplicationsCsv(
  applications: readonly ApplicationRecord[],
  serviceName: (serviceId: string) => string,
): string {
  const rows = applications.map((application) =>
    csvRow([
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
  return [csvRow(CSV_HEADERS), ...rows].join('\r\n') + '\r\n';
}

export function csvFileName(today: Date): string {
  return `applications-${isoDay(today)}.csv`;
}

/** Saves text as a file through a temporary link; the BOM makes Excel read UTF-8 names right. */
export function downloadCsv(csv: string, fileName: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
