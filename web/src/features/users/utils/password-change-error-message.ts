import { errorCode } from '../../../lib/error-code';
import { PASSWORD_CHANGE_ERRORS as ENGLISH } from '../../../lib/error-messages';
import { translatedMessages } from '../../../lib/messages';

/** The failures of changing one's password, read in the current language. */
export const PASSWORD_CHANGE_ERRORS = translatedMessages('PASSWORD_CHANGE_ERRORS', ENGLISH);

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
