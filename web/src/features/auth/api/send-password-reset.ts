import { sendPasswordResetEmail } from 'firebase/auth';
import { auth } from '../../../lib/firebase-auth';

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email);
}
