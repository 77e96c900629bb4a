import { useEffect, useState } from 'react';
import {
  listPendingSummaries,
  subscribeToPendingApplications,
  type PendingSummary,
} from '../lib/pending-applications';

interface Summaries {
  items: readonly PendingSummary[] | undefined;
  /** False from a change to the queue until the read that follows it answers. */
  current: boolean;
}

/**
 * What waits on this device, kept up to date with every change to the queue, and whether it is
 * up to date: just after a change, `items` is still the read from before it.
 */
function usePendingSummaries(): Summaries {
  const [summaries, setSummaries] = useState<Summaries>({ items: undefined, current: false });
  useEffect(() => {
    let active = true;
    // Only the latest read counts: an older one answering late must not bring back a sent item.
    let latest = 0;
    const refresh = () => {
      const read = (latest += 1);
      setSummaries((last) => (last.current ? { ...last, current: false } : last));
      listPendingSummaries()
        .then((items) => {
          if (active && read === latest) setSummaries({ items, current: true });
        })
        .catch(() => undefined);
    };
    refresh();
    const unsubscribe = subscribeToPendingApplications(refresh);
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return summaries;
}

export interface PendingCount {
  applications: number;
  /** Documents of those applications still to upload. */
  documents: number;
}

/** How many applications (and their documents) wait on this device, leaving out `excludeId`. */
export function usePendingCount(excludeId: string | null): PendingCount {
  const waiting = (usePendingSummaries().items ?? []).filter(
    (item) => item.clientRequestId !== excludeId,
  );
  return {
    applications: waiting.length,
    documents: waiting.reduce((sum, item) => sum + item.documentsWaiting.length, 0),
  };
}

/**
 * Whether one application is still waiting on this device (undefined until known, and while the
 * queue has changed since the last read: an application saved a moment ago is not in it yet), and
 * the names of its documents still to upload (as last read).
 */
export function usePendingApplication(
  clientRequestId: string,
): { waiting: boolean | undefined; documentsWaiting: readonly string[] } | undefined {
  const { items, current } = usePendingSummaries();
  if (!items) return undefined;
  const item = items.find((summary) => summary.clientRequestId === clientRequestId);
  return {
    waiting: current ? Boolean(item) : undefined,
    documentsWaiting: item?.documentsWaiting ?? [],
  };
}
