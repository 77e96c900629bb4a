import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { auth } from '../../../lib/firebase-auth';

export interface ChangeOwnPasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * Proves the current password again (Firebase requires a recent sign-in to change it), then sets
 * the new one. Errors keep Firebase's `auth/...` codes; passwordChangeErrorMessage words them.
 */
export async function changeOwnPassword({
  currentPassword,
  newPassword,
}: ChangeOwnPasswordInput): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) {
    throw Object.assign(new Error('You are not signed in.'), { code: 'auth/no-current-user' });
  }
  const credential = EmailAuthProvider.credential(user.email, currentPassword);
  await reauthenticateWithCredential(user, credential);
  await updatePassword(user, newPassword);
}
