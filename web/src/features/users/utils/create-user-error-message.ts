import { describeError, serverTextOr } from '../../../lib/error-description';
import { serverText } from '../../../lib/error-code';
import { ERROR_MESSAGES, USER_ERRORS } from '../../../lib/error-messages';

/**
 * The server's refusal of a "create user", for the dialog, in the current language.
 * invalid-argument and permission-denied carry the callable's own sentence (docs/product.md §5
 * text, "Only a superadmin can grant that role.", ...), which says more than a generic line would.
 */
export function createUserErrorMessage(error: unknown): string {
  return describeError(error, {
    byCode: {
      'permission-denied': serverTextOr(USER_ERRORS.createDenied),
      unavailable: USER_ERRORS.unavailable,
      'already-exists': USER_ERRORS.emailTaken,
    },
    fallback: USER_ERRORS.createFailed(serverText(error) ?? ERROR_MESSAGES.unknownError),
  });
}
