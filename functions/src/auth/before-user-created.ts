import {
  HttpsError,
  beforeUserCreated as onBeforeUserCreated,
} from 'firebase-functions/v2/identity';

export const SIGN_UP_CLOSED = 'Sign-up is closed. Staff accounts are created by an administrator.';

/**
 * docs/product.md §12.1: client sign-up is closed. Accounts come only from the Admin SDK (the
 * admin's createStaffUser callable and default-user seeding), which does not run blocking
 * functions, so every account creation that reaches this function came from a client and is
 * refused.
 */
export const beforeUserCreated = onBeforeUserCreated(() => {
  throw new HttpsError('permission-denied', SIGN_UP_CLOSED);
});
