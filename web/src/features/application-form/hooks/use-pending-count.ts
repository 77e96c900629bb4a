import { useEffect, useState } from 'react';
import {
  listPendingSummaries,
  subscribeToPendingApplications,
  type PendingSummary,
} from '../lib/pending-applications';

/** What waits on this device, kept up to date with every change to the queue. */
function usePendingSummaries(): readonly PendingSummary[] | undefined {
  const [summaries, setSummaries] = useState<readonly PendingSummary[] | undefined>(undefined);
  useEffect(() => {
    let active = true;
    // Only the latest read counts: an older one answering late must not bring back a sent item.
    let latest = 0;
    const refresh = () => {
      const read = (latest += 1);
      listPendingSummaries()
        .then((items) => {
          if (active && read === latest) setSummaries(items);
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
  const waiting = (usePendingSummaries() ?? []).filter(
    (item) => item.clientRequestId !== excludeId,
  );
  return {
    applications: waiting.length,
    documents: waiting.reduce((sum, item) => sum + item.documentsWaiting.length, 0),
  };
}

/**
 * Whether one application is still waiting on this device (undefined until known), and the names
 * of its documents still to upload.
 */
export function usePendingApplication(
  clientRequestId: string,
): { waiting: boolean; documentsWaiting: readonly string[] } | undefined {
  const summaries = usePendingSummaries();
  if (!summaries) return undefined;
  const item = summaries.find((summary) => summary.clientRequestId === clientRequestId);
  return { waiting: Boolean(item), documentsWaiting: item?.documentsWaiting ?? [] };
}
