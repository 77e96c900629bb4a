import { COLLECTIONS } from '@centre/domain/collections';
import { documentId, limit, orderBy, startAfter, where } from 'firebase/firestore';
import { useCallback, useMemo, useState } from 'react';
import { useLiveQuery } from '../live-query';
import {
  collectionQuery,
  newestFirst,
  readDocuments,
  subscribeToDocuments,
} from '../read-documents';
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

export interface ThreadsPage {
  threads: MessageThreadRecord[];
  /** A full page: there may be older threads. */
  hasMore: boolean;
}

/**
 * The INBOX_LIMIT threads of `uid` that come after `after` (the oldest one shown), latest first:
 * one read, no listener. The cursor is the thread's lastMessageAt and id (the order of the live
 * page, whose index also orders by document id), so threads with the same time are not skipped.
 */
export async function getOlderThreads(
  uid: string,
  after: MessageThreadRecord,
): Promise<ThreadsPage> {
  const threads = await readDocuments(
    collectionQuery(
      COLLECTIONS.messageThreads,
      messageThreadConverter,
      where('participants', 'array-contains', uid),
      orderBy('lastMessageAt', 'desc'),
      orderBy(documentId(), 'desc'),
      startAfter(after.lastMessageAt, after.id),
      limit(INBOX_LIMIT),
    ),
  );
  return { threads, hasMore: threads.length === INBOX_LIMIT };
}

/** Latest first (as the inbox query), ties by id. */
function latestFirst(a: MessageThreadRecord, b: MessageThreadRecord): number {
  const time = (thread: MessageThreadRecord) => thread.lastMessageAt?.getTime() ?? Infinity;
  return time(b) - time(a) || b.id.localeCompare(a.id);
}

interface OlderState {
  uid: string;
  threads: MessageThreadRecord[];
  hasMore: boolean;
}

/**
 * The inbox with its older pages: the live first page (useThreads, the one listener) and, below
 * it, the pages that "Older conversations" fetched once each (getOlderThreads). A thread in both
 * shows as the live page has it; a thread that slid out of the live page (others became newer)
 * stays, as last seen, so no gap opens between the live page and the older ones.
 */
export function useInbox(uid: string) {
  const live = useThreads(uid);
  const [older, setOlder] = useState<OlderState | null>(null);
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const mine = older?.uid === uid ? older : null;

  const threads = useMemo(() => {
    const byId = new Map<string, MessageThreadRecord>();
    for (const thread of mine?.threads ?? []) byId.set(thread.id, thread);
    for (const thread of live.data ?? []) byId.set(thread.id, thread);
    return [...byId.values()].sort(latestFirst);
  }, [live.data, mine]);

  const hasOlder = mine ? mine.hasMore : (live.data?.length ?? 0) >= INBOX_LIMIT;
  const oldest = [...threads].reverse().find((thread) => thread.lastMessageAt !== null);

  const loadOlder = useCallback(async () => {
    if (!oldest || isLoadingOlder) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const page = await getOlderThreads(uid, oldest);
      setOlder({ uid, threads: [...threads, ...page.threads], hasMore: page.hasMore });
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [uid, oldest, threads, isLoadingOlder]);

  return {
    isPending: live.isPending,
    isError: live.isError,
    threads,
    hasOlder,
    isLoadingOlder,
    olderFailed,
    loadOlder,
  };
}
