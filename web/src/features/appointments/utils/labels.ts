import {
  APPOINTMENT_STATUS_LABELS,
  EXAM_BOOKING_STATUS_LABELS,
  type AppointmentStatus,
} from '@centre/domain/bookings';
import { labelOf } from '../../../lib/format';

export const STATUS_LABELS = APPOINTMENT_STATUS_LABELS;

/** The button that moves an appointment to a status, named for what it does. */
export const STATUS_ACTION_LABELS: Record<AppointmentStatus, string> = {
  booked: 'Mark booked',
  confirmed: 'Confirm',
  checked_in: 'Check in',
  completed: 'Mark completed',
  cancelled: 'Cancel appointment',
  no_show: 'Mark no-show',
};

export const EXAM_BOOKING_LABELS = EXAM_BOOKING_STATUS_LABELS;

export const LANGUAGE_LABELS: Record<string, string> = { en: 'English', sw: 'Kiswahili' };

export function statusLabel(status: string | null | undefined): string {
  return labelOf(STATUS_LABELS, status);
}
