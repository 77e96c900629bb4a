import type { CheckedIn } from '@centre/domain/visits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCode } from '../../../lib/error-code';
import { useCheckInVisitor } from '../api/check-in-visitor';
import {
  listPendingCheckIns,
  recordFailure,
  removePendingCheckIn,
  subscribeToOutbox,
  type PendingCheckIn,
} from '../lib/check-in-outbox';
import { checkInErrorMessage } from '../lib/error-message';
import { isTransientFailure } from '../lib/failures';

/** How often waiting check-ins are tried again while some wait. */
export const OUTBOX_RETRY_MS = 30_000;

export interface SentCheckIn extends CheckedIn {
  visitorName: string;
  serviceName: string;
}

/** A refusal stays until the receptionist tries again or removes it; a network failure retries. */
function waitsForRetry(item: PendingCheckIn) {
  return item.lastError === null;
}

/**
 * The outbox as the page sees it: the waiting check-ins, and `sync` which sends them (oldest
 * first, with their own requestId, so a resend never issues a second ticket). Sends when the
 * page opens, when the browser is back online, and every OUTBOX_RETRY_MS while some wait.
 */
export function useCheckInOutbox() {
  const checkIn = useCheckInVisitor();
  const send = checkIn.mutateAsync;
  const [items, setItems] = useState<PendingCheckIn[]>([]);
  const [sent, setSent] = useState<SentCheckIn[]>([]);
  const syncing = useRef(false);

  const reload = useCallback(() => {
    listPendingCheckIns().then(setItems, () => setItems([]));
  }, []);

  const sync = useCallback(
    async (only?: string) => {
      if (syncing.current) return;
      syncing.current = true;
      try {
        for (const item of await listPendingCheckIns()) {
          if (only ? item.requestId !== only : !waitsForRetry(item)) continue;
          try {
            const answer = await send(item.input);
            await removePendingCheckIn(item.requestId);
            setSent((before) => [
              { ...answer, visitorName: item.visitorName, serviceName: item.serviceName },
              ...before,
            ]);
          } catch (error) {
            const transient = isTransientFailure(error);
            await recordFailure(
              item.requestId,
              errorCode(error),
              transient ? null : checkInErrorMessage(error),
            );
            // The network is still down: the others would fail the same way.
            if (transient) break;
          }
        }
      } catch {
        // IndexedDB unavailable: nothing was kept, nothing to send.
      } finally {
        syncing.current = false;
      }
    },
    [send],
  );

  useEffect(() => {
    reload();
    return subscribeToOutbox(reload);
  }, [reload]);

  useEffect(() => {
    const trySync = () => void sync();
    trySync();
    window.addEventListener('online', trySync);
    const timer = setInterval(trySync, OUTBOX_RETRY_MS);
    return () => {
      window.removeEventListener('online', trySync);
      clearInterval(timer);
    };
  }, [sync]);

  return {
    items,
    sent,
    sync,
    retry: (requestId: string) => sync(requestId),
    remove: (requestId: string) => removePendingCheckIn(requestId),
    dismissSent: (visitId: string) =>
      setSent((before) => before.filter((item) => item.visitId !== visitId)),
  };
}
