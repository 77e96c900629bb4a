import {
  APPOINTMENT_STATUS_ACTION_LABELS,
  APPOINTMENT_STATUS_LABELS,
  EXAM_BOOKING_STATUS_LABELS,
} from '@centre/domain/bookings';
import { LANGUAGE_LABELS as DOMAIN_LANGUAGE_LABELS } from '@centre/domain/constants';
import { labelOf } from '../../../lib/labels';

// The domain's label maps: shown through labelOf, which reads them in the current language.
export const STATUS_LABELS = APPOINTMENT_STATUS_LABELS;
export const STATUS_ACTION_LABELS = APPOINTMENT_STATUS_ACTION_LABELS;
export const EXAM_BOOKING_LABELS = EXAM_BOOKING_STATUS_LABELS;
export const LANGUAGE_LABELS: Readonly<Record<string, string>> = DOMAIN_LANGUAGE_LABELS;

export function statusLabel(status: string | null | undefined): string {
  return labelOf(STATUS_LABELS, status);
}
