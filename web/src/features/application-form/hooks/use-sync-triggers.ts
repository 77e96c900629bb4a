import { useEffect } from 'react';
import type { ApplicationFormEnvironment } from '../lib/application-form-environment';
import { isDatabaseAvailable } from '../machines/circuit-breaker-machine';
import { countPendingApplications } from '../lib/pending-applications';

/**
 * Sends waiting applications when the page opens, when the browser comes back online, and every
 * `syncRetryMs` while some wait (a single failed write does not open the breaker, so its closing
 * would never come). Never while the breaker is open: its own reset syncs.
 */
export function useSyncTriggers(environment: ApplicationFormEnvironment) {
  useEffect(() => {
    const trySync = () => {
      if (!isDatabaseAvailable(environment.breaker.getSnapshot())) return;
      countPendingApplications()
        .then((count) => (count > 0 ? environment.pending.sync() : undefined))
        .catch(() => undefined);
    };
    trySync();
    window.addEventListener('online', trySync);
    const timer = setInterval(trySync, environment.syncRetryMs);
    return () => {
      window.removeEventListener('online', trySync);
      clearInterval(timer);
    };
  }, [environment]);
}
