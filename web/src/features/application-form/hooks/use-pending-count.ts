import { useEffect, useState } from 'react';
import {
  listPendingApplications,
  subscribeToPendingApplications,
} from '../lib/pending-applications';

/** How many applications wait on this device, leaving out `excludeId` (being sent right now). */
export function usePendingCount(excludeId: string | null): number {
  const [ids, setIds] = useState<readonly string[]>([]);
  useEffect(() => {
    let active = true;
    const refresh = () => {
      listPendingApplications()
        .then((items) => {
          if (active) setIds(items.map((item) => item.clientRequestId));
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
  return ids.filter((id) => id !== excludeId).length;
}

/** Whether one application is still waiting on this device (undefined until known). */
export function useIsPending(clientRequestId: string): boolean | undefined {
  const [pending, setPending] = useState<{ id: string; waiting: boolean } | null>(null);
  useEffect(() => {
    let active = true;
    const refresh = () => {
      listPendingApplications()
        .then((items) => {
          const waiting = items.some((item) => item.clientRequestId === clientRequestId);
          if (active) setPending({ id: clientRequestId, waiting });
        })
        .catch(() => undefined);
    };
    refresh();
    const unsubscribe = subscribeToPendingApplications(refresh);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [clientRequestId]);
  return pending?.id === clientRequestId ? pending.waiting : undefined;
}
