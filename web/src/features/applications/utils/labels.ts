import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@centre/domain/applications';
import { labelOf } from '../../../lib/format';

export const STATUS_LABELS = APPLICATION_STATUS_LABELS;

/** The button that moves an application to a status, named for what it does. */
export const STATUS_ACTION_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Move to Submitted',
  in_review: 'Move to In review',
  awaiting_info: 'Request information',
  approved: 'Approve',
  rejected: 'Reject',
  completed: 'Mark completed',
  withdrawn: 'Withdraw',
};

export const PRIORITY_LABELS: Record<string, string> = { normal: 'Normal', urgent: 'Urgent' };

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

const CONTENT_TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
};

export function contentTypeLabel(contentType: string): string {
  return CONTENT_TYPE_LABELS[contentType] ?? (contentType || 'Unknown type');
}

export const LANGUAGE_LABELS: Record<string, string> = { en: 'English', sw: 'Kiswahili' };
