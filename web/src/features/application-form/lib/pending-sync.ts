import type { PublicApplication } from '@centre/domain/applications';
import { errorCode } from '../../../lib/error-code';
import { clearDraftsOf } from './form-drafts';
import {
  isDeliveredDespiteError,
  listPendingApplications,
  mayHaveReachedDatabase,
  putPendingApplication,
  recordAttempt,
  removePendingApplication,
} from './pending-applications';
import { withTimeout } from './with-timeout';

export interface ApplicationWriter {
  /** Creates applications/{clientRequestId}; the api adds createdAt. */
  write(payload: PublicApplication): Promise<void>;
  /** Tells the circuit breaker about a failed database call. */
  reportError(error: unknown): void;
  /** False while the circuit breaker is open. */
  isAvailable(): boolean;
  timeoutMs: number;
}

export interface SyncResult {
  delivered: string[];
  /** Items still queued because a write failed (the sync stops at the first failure). */
  failed: number;
}

export type SubmitOutcome = 'submitted' | 'saved';

export interface PendingSync {
  /** Sends one application now, or keeps it on this device when that is not possible. */
  submit(payload: PublicApplication): Promise<SubmitOutcome>;
  /** Sends every queued application; one sync at a time. */
  sync(): Promise<SyncResult>;
}

export function createPendingSync(writer: ApplicationWriter): PendingSync {
  let running: Promise<SyncResult> | null = null;
  // Applications the form is sending right now: a sync started meanwhile leaves them alone.
  const inFlight = new Set<string>();

  async function deliverQueued(): Promise<SyncResult> {
    const result: SyncResult = { delivered: [], failed: 0 };
    if (!writer.isAvailable()) return result;
    const items = await listPendingApplications();
    for (const item of items) {
      if (inFlight.has(item.clientRequestId)) continue;
      const previous = item.attempts;
      // Counted before the write: if the page closes before the answer, the write may still
      // have reached the database, and the next sync must know.
      const attempted = await recordAttempt(item, previous + 1, item.lastErrorCode);
      try {
        await withTimeout(writer.write(item.payload), writer.timeoutMs);
      } catch (error) {
        const code = errorCode(error);
        if (isDeliveredDespiteError(previous, code)) {
          await delivered(item.clientRequestId);
          result.delivered.push(item.clientRequestId);
          continue;
        }
        writer.reportError(error);
        await recordAttempt(
          attempted,
          mayHaveReachedDatabase(code) ? previous + 1 : previous,
          code,
        );
        result.failed += 1;
        // The database is failing: leave the rest for the next sync instead of piling up errors.
        break;
      }
      await delivered(item.clientRequestId);
      result.delivered.push(item.clientRequestId);
    }
    return result;
  }

  async function delivered(clientRequestId: string) {
    await removePendingApplication(clientRequestId);
    await clearDraftsOf(clientRequestId);
  }

  return {
    async submit(payload) {
      const id = payload.clientRequestId;
      if (!writer.isAvailable()) {
        await putPendingApplication(payload);
        return 'saved';
      }
      inFlight.add(id);
      try {
        // The outbox first: if the tab closes during the write, nothing is lost, and the
        // attempt is on record for the permission-denied rule.
        await putPendingApplication(payload, { attempts: 1 });
        try {
          await withTimeout(writer.write({ ...payload, source: 'online' }), writer.timeoutMs);
        } catch (error) {
          const code = errorCode(error);
          writer.reportError(error);
          const item = await putPendingApplication(payload, { lastErrorCode: code });
          if (!mayHaveReachedDatabase(code)) await recordAttempt(item, item.attempts - 1, code);
          return 'saved';
        }
        await delivered(id);
        return 'submitted';
      } finally {
        inFlight.delete(id);
      }
    },

    sync() {
      running ??= deliverQueued().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
