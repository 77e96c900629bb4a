import { COLLECTIONS } from '@centre/domain/collections';
import { collection, limit, onSnapshot, query, where } from 'firebase/firestore';
import { db } from '../../../lib/firestore';

/**
 * At most this many unread messages are read: the badge shows '99+' above 99, so 100 documents
 * are enough to know, and no user's backlog can make the badge expensive.
 */
export const UNREAD_QUERY_LIMIT = 100;

/**
 * docs/product.md §7: live count of messages where recipientId is the user and read is false. An
 * error (offline, rules) reports 0 rather than a stale or broken badge.
 */
export function subscribeToUnreadCount(uid: string, onCount: (count: number) => void): () => void {
  const unread = query(
    collection(db, COLLECTIONS.messages),
    where('recipientId', '==', uid),
    where('read', '==', false),
    limit(UNREAD_QUERY_LIMIT),
  );
  return onSnapshot(
    unread,
    (snapshot) => onCount(snapshot.size),
    () => onCount(0),
  );
}
