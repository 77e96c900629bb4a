import {
  DELIVERY_OPTION_LABELS,
  LICENCE_RENEWAL_ACTION_LABELS,
  LICENCE_RENEWAL_STATUS_LABELS,
} from '@centre/domain/licence-renewals';
import { labelOf } from '../../../lib/labels';

export const ACTION_LABELS = LICENCE_RENEWAL_ACTION_LABELS;

/** A renewal status in words, in the current language. */
export function renewalStatusLabel(status: string | null | undefined): string {
  return labelOf(LICENCE_RENEWAL_STATUS_LABELS, status);
}

export function deliveryLabel(delivery: string): string {
  return labelOf(DELIVERY_OPTION_LABELS, delivery);
}

/** The applicant's full name; `fallback` when there is none. */
export function renewalApplicantName(
  applicant: { firstName: string; lastName: string },
  fallback: string,
): string {
  return [applicant.firstName, applicant.lastName].filter(Boolean).join(' ') || fallback;
}
