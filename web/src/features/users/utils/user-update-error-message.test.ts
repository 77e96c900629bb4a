import { describe, expect, it } from 'vitest';
import { userUpdateErrorMessage, type UserUpdateAction } from './user-update-error-message';

const withCode = (code: string, message = 'server said no') =>
  Object.assign(new Error(message), { code });

describe('userUpdateErrorMessage (docs/product.md §8)', () => {
  it.each(['functions/permission-denied', 'permission-denied', 'firestore/permission-denied'])(
    'words %s as the permission message',
    (code) => {
      expect(userUpdateErrorMessage(withCode(code), 'status')).toBe(
        'You do not have permission to update this user. Please contact your administrator.',
      );
    },
  );

  it.each(['functions/not-found', 'not-found'])(
    'words %s as the user-not-found message',
    (code) => {
      expect(userUpdateErrorMessage(withCode(code), 'department')).toBe(
        'User not found. The user may have been deleted.',
      );
    },
  );

  it.each(['functions/unavailable', 'unavailable'])(
    'words %s as the unavailable message',
    (code) => {
      expect(userUpdateErrorMessage(withCode(code), 'role')).toBe(
        'Service temporarily unavailable. Please try again later.',
      );
    },
  );

  it.each<[UserUpdateAction, string]>([
    ['status', 'Failed to update user status: Status is required'],
    ['department', 'Failed to update user department: Status is required'],
    ['role', 'Failed to update user role: Status is required'],
  ])('prefixes any other failure of a %s update with its message', (action, expected) => {
    expect(
      userUpdateErrorMessage(withCode('functions/invalid-argument', 'Status is required'), action),
    ).toBe(expected);
  });

  it('uses the message of an error without a code', () => {
    expect(userUpdateErrorMessage(new Error('network down'), 'status')).toBe(
      'Failed to update user status: network down',
    );
  });

  it.each([
    ['an error with an empty message', new Error('')],
    ['a value that is not an error', 42],
    ['undefined', undefined],
    ['null', null],
  ])("says 'Unknown error' for %s", (_name, error) => {
    expect(userUpdateErrorMessage(error, 'status')).toBe(
      'Failed to update user status: Unknown error',
    );
    expect(userUpdateErrorMessage(error, 'department')).toBe(
      'Failed to update user department: Unknown error',
    );
  });

  it('drops the HTTP status the web SDK appends to a callable message', () => {
    expect(
      userUpdateErrorMessage(
        withCode('functions/invalid-argument', 'Status is required [400]'),
        'status',
      ),
    ).toBe('Failed to update user status: Status is required');
  });
});
