import { errorCode, errorText } from '../../../lib/error-code';

export type UserUpdateAction = 'status' | 'department' | 'role';

export const USER_UPDATE_ERRORS = {
  permissionDenied:
    'You do not have permission to update this user. Please contact your administrator.',
  notFound: 'User not found. The user may have been deleted.',
  unavailable: 'Service temporarily unavailable. Please try again later.',
} as const;

/** SPEC 8 "User update failures", word for word; the role wording follows the same pattern. */
export function userUpdateErrorMessage(error: unknown, action: UserUpdateAction): string {
  switch (errorCode(error)) {
    case 'permission-denied':
      return USER_UPDATE_ERRORS.permissionDenied;
    case 'not-found':
      return USER_UPDATE_ERRORS.notFound;
    case 'unavailable':
      return USER_UPDATE_ERRORS.unavailable;
    default:
      return `Failed to update user ${action}: ${errorText(error) ?? 'Unknown error'}`;
  }
}
