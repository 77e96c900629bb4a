import { COLLECTIONS } from '@centre/domain/collections';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import type { Language } from '../types';

export interface OwnPreferences {
  language?: Language;
  displayName?: string;
  /** The daily digest of new assignments by email (issue 16). */
  dailyDigest?: boolean;
}

/**
 * The only change a user makes to their own record (firestore.rules): language, displayName and
 * dailyDigest, stamped with the server's time.
 */
export async function updateOwnPreferences(
  userId: string,
  preferences: OwnPreferences,
): Promise<void> {
  const changes: Record<string, unknown> = { updatedAt: serverTimestamp() };
  if (preferences.language !== undefined) changes.language = preferences.language;
  if (preferences.displayName !== undefined) changes.displayName = preferences.displayName.trim();
  if (preferences.dailyDigest !== undefined) changes.dailyDigest = preferences.dailyDigest;
  await updateDoc(doc(db, COLLECTIONS.users, userId), changes);
}
