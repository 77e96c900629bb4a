import { COLLECTIONS } from '@centre/domain/collections';
import {
  collection,
  doc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import { db } from '../../../lib/firestore';

/** One batch holds at most 500 writes: the thread's count and up to this many messages. */
export const MARK_READ_LIMIT = 450;

/**
 * Marks the user's unread messages of a thread read, and their unread count of the thread 0, in
 * ONE batch (firestore.rules: only the recipient, only read -> true and readAt = request.time,
 * only their own key of `unread`). Answers how many messages it marked.
 */
export async function markThreadRead(uid: string, threadId: string): Promise<number> {
  const unread = await getDocs(
    query(
      collection(db, COLLECTIONS.messages),
      where('recipientId', '==', uid),
      where('threadId', '==', threadId),
      where('read', '==', false),
      limit(MARK_READ_LIMIT),
    ),
  );
  const batch = writeBatch(db);
  for (const message of unread.docs) {
    batch.update(message.ref, { read: true, readAt: serverTimestamp() });
  }
  batch.update(doc(db, COLLECTIONS.messageThreads, threadId), { [`unread.${uid}`]: 0 });
  await batch.commit();
  return unread.size;
}
