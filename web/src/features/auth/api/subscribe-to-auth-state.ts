import { onAuthStateChanged } from 'firebase/auth';
import { auth } from '../../../lib/firebase-auth';
import type { AuthUser } from '../types';

/** Calls `onChange` with the current user now and on every sign-in or sign-out. */
export function subscribeToAuthState(onChange: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(auth, (user) => {
    onChange(user ? { uid: user.uid, email: user.email, displayName: user.displayName } : null);
  });
}
