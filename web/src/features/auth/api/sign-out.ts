import { signOut as firebaseSignOut } from 'firebase/auth';
import { auth } from '../../../lib/firebase-auth';
import { STAFF_DRAFT_PREFIX, forgetSessionDrafts } from '../../../lib/session-draft';

/**
 * Signs out, forgetting the staff side's drafts first (unsent messages: the next person at a
 * shared counter computer must not find them; each is keyed by its author as well).
 */
export async function signOut(): Promise<void> {
  forgetSessionDrafts(STAFF_DRAFT_PREFIX);
  await firebaseSignOut(auth);
}
