import { MIN_PASSWORD_LENGTH } from '@centre/domain/users';
import { errorCode } from '../../../lib/error-code';

export const PASSWORD_CHANGE_ERRORS = {
  wrongCurrentPassword: 'Current password is incorrect.',
  weakPassword: `The new password is too weak. Use at least ${MIN_PASSWORD_LENGTH} characters and avoid common words.`,
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  recentLogin: 'For your security, please sign out, sign in again and then change your password.',
  network: 'Could not reach the server. Check your connection and try again.',
  generic: 'Your password could not be changed. Please try again.',
} as const;

/** Which field a password-change failure belongs next to ('form' for the whole form). */
export type PasswordChangeErrorField = 'currentPassword' | 'newPassword' | 'form';

export function passwordChangeError(error: unknown): {
  field: PasswordChangeErrorField;
  message: string;
} {
  switch (errorCode(error)) {
    case 'wrong-password':
    case 'invalid-credential':
      return { field: 'currentPassword', message: PASSWORD_CHANGE_ERRORS.wrongCurrentPassword };
    case 'weak-password':
    case 'password-does-not-meet-requirements':
      return { field: 'newPassword', message: PASSWORD_CHANGE_ERRORS.weakPassword };
    case 'too-many-requests':
      return { field: 'form', message: PASSWORD_CHANGE_ERRORS.tooManyRequests };
    case 'requires-recent-login':
    case 'user-token-expired':
      return { field: 'form', message: PASSWORD_CHANGE_ERRORS.recentLogin };
    case 'network-request-failed':
      return { field: 'form', message: PASSWORD_CHANGE_ERRORS.network };
    default:
      return { field: 'form', message: PASSWORD_CHANGE_ERRORS.generic };
  }
}
