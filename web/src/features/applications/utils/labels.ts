import {
  APPLICATION_PRIORITY_LABELS,
  APPLICATION_STATUS_ACTION_LABELS,
  APPLICATION_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
} from '@centre/domain/applications';
import { LANGUAGE_LABELS as DOMAIN_LANGUAGE_LABELS } from '@centre/domain/constants';
import { labelOf } from '../../../lib/labels';

// The domain's label maps: shown through labelOf, which reads them in the current language.
export const STATUS_LABELS = APPLICATION_STATUS_LABELS;
export const STATUS_ACTION_LABELS = APPLICATION_STATUS_ACTION_LABELS;
export const PRIORITY_LABELS: Readonly<Record<string, string>> = APPLICATION_PRIORITY_LABELS;

export const REFERENCE_PENDING = 'Reference pending';

export function statusLabel(status: string | null | undefined): string {
  return labelOf(STATUS_LABELS, status);
}

/** The applicant's full name; `fallback` (English for the CSV export) when there is none. */
export function applicantName(
  applicant: { firstName: string; lastName: string },
  fallback = 'Unnamed applicant',
): string {
  return [applicant.firstName, applicant.lastName].filter(Boolean).join(' ') || fallback;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of a date in the browser's time zone. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD HH:MM', local: sorts as text and every spreadsheet reads it. */
export function isoDateTime(date: Date | null | undefined): string {
  return date ? `${isoDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function contentTypeLabel(contentType: string): string {
  if (contentType in DOCUMENT_TYPE_LABELS) return labelOf(DOCUMENT_TYPE_LABELS, contentType);
  return contentType || 'Unknown type';
}

export const LANGUAGE_LABELS: Readonly<Record<string, string>> = DOMAIN_LANGUAGE_LABELS;
