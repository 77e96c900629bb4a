import {
  APPLICATION_PRIORITY_LABELS,
  APPLICATION_SOURCE_LABELS,
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
export const SOURCE_LABELS: Readonly<Record<string, string>> = APPLICATION_SOURCE_LABELS;

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

export function contentTypeLabel(contentType: string): string {
  if (contentType in DOCUMENT_TYPE_LABELS) return labelOf(DOCUMENT_TYPE_LABELS, contentType);
  return contentType || 'Unknown type';
}

export const LANGUAGE_LABELS: Readonly<Record<string, string>> = DOMAIN_LANGUAGE_LABELS;
