import { errorCode } from '../../../lib/error-code';

export const APPLICATION_ERRORS = {
  readDenied:
    'You do not have permission to view applications. Please contact your administrator if you need access.',
  updateDenied: 'You do not have permission to change this application.',
  notFound: 'This application was not found. It may have been removed.',
  unavailable: 'Service temporarily unavailable. Please try again later.',
  conflict: 'This application was changed by someone else. The page now shows the latest version.',
} as const;

/** A failed workflow change (status, assignment, priority, note) in words. */
export function updateErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case 'permission-denied':
    case 'unauthenticated':
      return APPLICATION_ERRORS.updateDenied;
    case 'not-found':
      return APPLICATION_ERRORS.notFound;
    case 'unavailable':
    case 'deadline-exceeded':
      return APPLICATION_ERRORS.unavailable;
    case 'failed-precondition':
    case 'aborted':
      return APPLICATION_ERRORS.conflict;
    default:
      return 'The change could not be saved. Please try again.';
  }
}

/** Why a document could not be opened (SPEC 8 storage codes the staff can meet). */
export function documentErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case 'object-not-found':
      return 'This file cannot be opened: it was not found in storage. It may not have finished uploading.';
    case 'unauthorized':
    case 'unauthenticated':
    case 'unauthorized-app':
      return 'This file cannot be opened: you do not have permission to read it.';
    case 'retry-limit-exceeded':
    case 'quota-exceeded':
      return 'This file cannot be opened right now: the file store is not responding. Please try again later.';
    default:
      return 'This file cannot be opened right now. Please try again.';
  }
}
