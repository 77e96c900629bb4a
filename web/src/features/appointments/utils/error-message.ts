import { errorCode, errorText } from '../../../lib/error-code';

export const APPOINTMENT_ERRORS = {
  changeDenied: 'You do not have permission to change this appointment.',
  readDenied: 'You do not have permission to view appointments.',
  notFound: 'This appointment was not found. It may have been removed.',
  unavailable: 'Service temporarily unavailable. Please try again later.',
  saveDenied: 'You do not have permission to make this change.',
} as const;

/** A failed setAppointmentStatus call in words; the server explains a refused transition. */
export function statusChangeErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case 'permission-denied':
    case 'unauthenticated':
      return APPOINTMENT_ERRORS.changeDenied;
    case 'failed-precondition':
      return errorText(error) ?? 'This change is not allowed any more.';
    case 'not-found':
      return APPOINTMENT_ERRORS.notFound;
    case 'unavailable':
    case 'deadline-exceeded':
      return APPOINTMENT_ERRORS.unavailable;
    default:
      return 'The change could not be saved. Please try again.';
  }
}

/** A failed write to settings, exam sessions or bookings in words. */
export function writeErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case 'permission-denied':
    case 'unauthenticated':
      return APPOINTMENT_ERRORS.saveDenied;
    case 'not-found':
      return 'This record was not found. It may have been removed.';
    case 'unavailable':
    case 'deadline-exceeded':
      return APPOINTMENT_ERRORS.unavailable;
    default:
      return 'The change could not be saved. Please try again.';
  }
}
