import { errorCode, errorText } from '../../../lib/error-code';
import { USER_UPDATE_ERRORS } from './user-update-error-message';

/**
 * The server's refusal of a "create user", for the dialog. invalid-argument and
 * permission-denied carry the callable's own sentence (SPEC 5 text, "Only a superadmin can
 * grant that role.", ...), which says more than a generic line would.
 */
export function createUserErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case 'permission-denied':
      return (
        errorText(error) ??
        'You do not have permission to create users. Please contact your administrator.'
      );
    case 'unavailable':
      return USER_UPDATE_ERRORS.unavailable;
    case 'already-exists':
      return 'An account with this email already exists.';
    default:
      return `Failed to create user: ${errorText(error) ?? 'Unknown error'}`;
  }
}
