import { describeError } from '../../../lib/error-description';
import { ERROR_MESSAGES, USER_ERRORS } from '../../../lib/error-messages';
import { errorText, translatedMessages } from '../../../lib/messages';

export type UserUpdateAction = 'status' | 'department' | 'role';

/** docs/product.md §8 "User update failures", word for word, read in the current language. */
export const USER_UPDATE_ERRORS = translatedMessages('USER_ERRORS', {
  permissionDenied: USER_ERRORS.updateDenied,
  notFound: USER_ERRORS.notFound,
  unavailable: USER_ERRORS.unavailable,
});

const UPDATE_FAILED: Record<UserUpdateAction, (reason: string) => string> = {
  status: USER_ERRORS.statusUpdateFailed,
  department: USER_ERRORS.departmentUpdateFailed,
  role: USER_ERRORS.roleUpdateFailed,
};

/**
 * docs/product.md §8 "User update failures", word for word; the role wording follows the same
 * pattern.
 */
export function userUpdateErrorMessage(error: unknown, action: UserUpdateAction): string {
  return describeError(error, {
    byCode: {
      'permission-denied': USER_ERRORS.updateDenied,
      'not-found': USER_ERRORS.notFound,
      unavailable: USER_ERRORS.unavailable,
    },
    fallback: UPDATE_FAILED[action](errorText(error) ?? ERROR_MESSAGES.unknownError),
  });
}
