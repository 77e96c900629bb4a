import type { AppointmentStatus, ExamBookingStatus } from '@centre/domain/bookings';

export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** The button that moves an appointment to a status, named for what it does. */
export const STATUS_ACTION_LABELS: Record<AppointmentStatus, string> = {
  booked: 'Mark booked',
  confirmed: 'Confirm',
  checked_in: 'Check in',
  completed: 'Mark completed',
  cancelled: 'Cancel appointment',
  no_show: 'Mark no-show',
};

export const EXAM_BOOKING_LABELS: Record<ExamBookingStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  no_show: 'No-show',
};

export const LANGUAGE_LABELS: Record<string, string> = { en: 'English', sw: 'Kiswahili' };

export function statusLabel(status: string | null | undefined): string {
  if (!status) return '—';
  return STATUS_LABELS[status as AppointmentStatus] ?? status;
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(date: Date | null | undefined): string {
  return date ? DATE_TIME.format(date) : '—';
}
