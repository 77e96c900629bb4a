import { signInWithEmailAndPassword } from 'firebase/auth';
import { httpsCallable } from 'firebase/functions';
import { auth } from '../../../lib/firebase-auth';
import { functions } from '../../../lib/functions';

/**
 * docs/product.md §12.2: the server sets the new password and clears mustChangePassword. Setting a
 * password through the Admin SDK ends the account's sessions, so we sign in again with the new one.
 */
export async function completePasswordChange(email: string, newPassword: string): Promise<void> {
  await httpsCallable(functions, 'completePasswordChange')({ newPassword });
  await signInWithEmailAndPassword(auth, email, newPassword);
}
