import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_ERRORS, passwordChangeError } from './password-change-error-message';

const withCode = (code: string) => Object.assign(new Error('firebase'), { code });

describe('passwordChangeError', () => {
  it.each(['auth/wrong-password', 'auth/invalid-credential'])(
    'puts %s next to the current password',
    (code) => {
      expect(passwordChangeError(withCode(code))).toEqual({
        field: 'currentPassword',
        message: 'Current password is incorrect.',
      });
    },
  );

  it('puts a weak password next to the new password', () => {
    expect(passwordChangeError(withCode('auth/weak-password'))).toEqual({
      field: 'newPassword',
      message: PASSWORD_CHANGE_ERRORS.weakPassword,
    });
  });

  it.each([
    ['auth/too-many-requests', PASSWORD_CHANGE_ERRORS.tooManyRequests],
    ['auth/requires-recent-login', PASSWORD_CHANGE_ERRORS.recentLogin],
    ['auth/network-request-failed', PASSWORD_CHANGE_ERRORS.network],
    ['auth/internal-error', PASSWORD_CHANGE_ERRORS.generic],
  ])('reports %s for the whole form', (code, message) => {
    expect(passwordChangeError(withCode(code))).toEqual({ field: 'form', message });
  });
});
