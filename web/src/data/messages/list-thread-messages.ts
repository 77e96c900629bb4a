import { COLLECTIONS } from '@centre/domain/collections';
import {
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  startAfter,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useCallback, useEffect, useRef, useState } from 'react';
import { db } from '../../lib/firestore';
import { collectionQuery, readDocument } from '../read-documents';
import { staffMessageConverter, type StaffMessageRecord } from './converter';

/** A thread opens with its newest THREAD_PAGE_SIZE messages; older ones come a page at a time. */
export const THREAD_PAGE_SIZE = 50;

type Cursor = QueryDocumentSnapshot<StaffMessageRecord>;

/** One thread of `uid`, newest first: the rules let it through by `participants`. */
function threadQuery(uid: string, threadId: string, ...after: Cursor[]) {
  return collectionQuery(
    COLLECTIONS.messages,
    staffMessageConverter,
    where('participants', 'array-contains', uid),
    where('threadId', '==', threadId),
    orderBy('createdAt', 'desc'),
    ...after.map((cursor) => startAfter(cursor)),
    limit(THREAD_PAGE_SIZE),
  );
}

export interface ThreadPage {
  /** Newest first. */
  messages: StaffMessageRecord[];
  /** The oldest document of the page: where the next older page starts. */
  oldest: Cursor | null;
  /** A full page: there may be older messages. */
  hasOlder: boolean;
}

function pageOf(docs: Cursor[]): ThreadPage {
  return {
    messages: docs.map((document) => document.data()),
    oldest: docs.at(-1) ?? null,
    hasOlder: docs.length === THREAD_PAGE_SIZE,
  };
}

/** ONE listener on the thread's newest THREAD_PAGE_SIZE messages. */
export function subscribeToThreadMessages(
  uid: string,
  threadId: string,
  next: (page: ThreadPage) => void,
  fail: (error: unknown) => void,
): () => void {
  return onSnapshot(threadQuery(uid, threadId), (snapshot) => next(pageOf(snapshot.docs)), fail);
}

/** The page of messages older than `cursor` (one read, no listener). */
export async function getOlderThreadMessages(
  uid: string,
  threadId: string,
  cursor: Cursor,
): Promise<ThreadPage> {
  return pageOf((await getDocs(threadQuery(uid, threadId, cursor))).docs);
}

interface ThreadState {
  key: string;
  byId: Map<string, StaffMessageRecord>;
  oldest: Cursor | null;
  hasOlder: boolean;
  status: 'loading' | 'ready' | 'error';
  error: unknown;
}

const emptyState = (key: string): ThreadState => ({
  key,
  byId: new Map(),
  oldest: null,
  hasOlder: false,
  status: 'loading',
  error: null,
});

/** Oldest first, as a thread is read. */
export function sortOldestFirst(messages: Iterable<StaffMessageRecord>): StaffMessageRecord[] {
  return [...messages].sort(
    (a, b) =>
      (a.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER) -
        (b.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER) || a.id.localeCompare(b.id),
  );
}

/**
 * An open thread: the live newest page plus the older pages loaded on demand, oldest first.
 * Messages that slide out of the live page as new ones arrive are kept (as last seen), so no gap
 * opens between the live page and the older ones.
 */
export function useThreadMessages(uid: string, threadId: string) {
  const key = `${uid}|${threadId}`;
  const [state, setState] = useState<ThreadState>(() => emptyState(key));
  const loadingOlder = useRef(false);
  const [isLoadingOlder, setLoadingOlder] = useState(false);

  useEffect(() => {
    if (!uid || !threadId) return undefined;
    return subscribeToThreadMessages(
      uid,
      threadId,
      (page) =>
        setState((previous) => {
          const base = previous.key === key ? previous : emptyState(key);
          const byId = new Map(base.byId);
          for (const message of page.messages) byId.set(message.id, message);
          const first = base.status !== 'ready';
          return {
            ...base,
            byId,
            status: 'ready',
            oldest: first ? page.oldest : base.oldest,
            hasOlder: first ? page.hasOlder : base.hasOlder,
          };
        }),
      (error) =>
        setState((previous) => ({
          ...(previous.key === key ? previous : emptyState(key)),
          status: 'error',
          error,
        })),
    );
  }, [uid, threadId, key]);

  const current = state.key === key ? state : emptyState(key);
  const { oldest, hasOlder } = current;

  const loadOlder = useCallback(async () => {
    if (!oldest || !hasOlder || loadingOlder.current) return;
    loadingOlder.current = true;
    setLoadingOlder(true);
    try {
      const page = await getOlderThreadMessages(uid, threadId, oldest);
      setState((previous) => {
        if (previous.key !== key) return previous;
        const byId = new Map(previous.byId);
        for (const message of page.messages)
          if (!byId.has(message.id)) byId.set(message.id, message);
        return {
          ...previous,
          byId,
          oldest: page.oldest ?? previous.oldest,
          hasOlder: page.hasOlder,
        };
      });
    } finally {
      loadingOlder.current = false;
      setLoadingOlder(false);
    }
  }, [uid, threadId, key, oldest, hasOlder]);

  /**
   * A message just sent, read once by its id: the sender sees it at once, whether or not the live
   * page has delivered it yet (the listener then keeps it current).
   */
  const showSent = useCallback(
    async (messageId: string) => {
      const message = await readDocument(
        doc(db, COLLECTIONS.messages, messageId).withConverter(staffMessageConverter),
      );
      if (!message) return;
      setState((previous) => {
        if (previous.key !== key || previous.byId.has(message.id)) return previous;
        const byId = new Map(previous.byId);
        byId.set(message.id, message);
        return { ...previous, byId };
      });
    },
    [key],
  );

  return {
    status: current.status,
    error: current.error,
    messages: sortOldestFirst(current.byId.values()),
    hasOlder,
    isLoadingOlder,
    loadOlder,
    showSent,
  };
}
