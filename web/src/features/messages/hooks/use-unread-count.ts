import { useEffect, useState } from 'react';

/** The live unread count for `uid` (0 while loading, signed out or on error). */
export function useUnreadCount(uid: string | null | undefined): number {
  const [count, setCount] = useState<{ uid: string; value: number } | null>(null);

  useEffect(() => {
    if (!uid) return undefined;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    // Loaded on demand so that Firestore arrives with the back office, not the public pages.
    void import('../api/subscribe-to-unread-count')
      .then(({ subscribeToUnreadCount }) => {
        if (cancelled) return;
        unsubscribe = subscribeToUnreadCount(uid, (value) => setCount({ uid, value }));
      })
      .catch(() => setCount({ uid, value: 0 }));
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [uid]);

  return count && count.uid === uid ? count.value : 0;
}
