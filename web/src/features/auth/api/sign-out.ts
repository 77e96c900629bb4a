import { signOut as firebaseSignOut } from 'firebase/auth';
import { auth } from '../../../lib/firebase-auth';

export async function signOut(): Promise<void> {
  await firebaseSignOut(auth);
}
