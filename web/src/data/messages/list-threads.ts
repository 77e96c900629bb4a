import { COLLECTIONS } from '@centre/domain/collections';
import { where } from 'firebase/firestore';
import { useLiveQuery } from '../live-query';
import { collectionQuery, newestFirst, subscribeToDocuments } from '../read-documents';
import { messageThreadConverter, type MessageThreadRecord } from './converter';
import { messageKeys } from './keys';

/** The most threads the inbox follows: the latest conversations of a member of staff. */
export const INBOX_LIMIT = 50;

/**
 * The inbox: ONE listener on the user's threads (participants array-contains them), latest
 * first, at most INBOX_LIMIT. With the sidebar badge's, the two listeners a signed-in user has.
 */
export function subscribeToThreads(
  uid: string,
  next: (threads: MessageThreadRecord[]) => void,
  fail: (error: unknown) => void,
): () => void {
  return subscribeToDocuments(
    collectionQuery(
      COLLECTIONS.messageThreads,
      messageThreadConverter,
      where('participants', 'array-contains', uid),
      ...newestFirst('lastMessageAt', INBOX_LIMIT),
    ),
    next,
    fail,
  );
}

/** The live inbox of `uid`. */
export function useThreads(uid: string) {
  return useLiveQuery<MessageThreadRecord[]>({
    queryKey: messageKeys.threads(uid),
    subscribe: (next, fail) => subscribeToThreads(uid, next, fail),
    enabled: uid !== '',
  });
}
