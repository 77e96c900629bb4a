import type { PublicApplication } from '@centre/domain/applications';
import { errorCode } from '../../../lib/error-code';
import { clearDraftsOf } from './form-drafts';
import type { PendingDocument } from './application-form-db';
import {
  isDeliveredDespiteError,
  isUploadedDespiteError,
  listDocumentsToUpload,
  listPendingApplications,
  mayHaveReachedDatabase,
  mayHaveReachedStorage,
  putPendingApplication,
  recordAttempt,
  recordDocumentAttempt,
  recordDocumentUploaded,
  removePendingApplication,
  type DocumentToSend,
} from './pending-applications';
import { withTimeout } from './with-timeout';

/** A kept document, as the queue uploads it. */
export interface DocumentUpload {
  path: string;
  name: string;
  contentType: DocumentToSend['contentType'];
  file: Blob;
}

export interface ApplicationWriter {
  /** Creates applications/{clientRequestId}; the api adds createdAt. */
  write(payload: PublicApplication): Promise<void>;
  /**
   * Uploads one document to its path; rejects with the storage code when it fails or stalls
   * (uploadDocument). Storage is not the database: its failures do not feed the breaker.
   */
  upload(document: DocumentUpload): Promise<void>;
  /** Tells the circuit breaker about a failed database call. */
  reportError(error: unknown): void;
  /** False while the circuit breaker is open. */
  isAvailable(): boolean;
  timeoutMs: number;
}

export interface SyncResult {
  delivered: string[];
  /**
   * Items still queued because a write or an upload failed. The sync stops at the first failed
   * write; after a failed upload it goes on only with applications that have nothing to upload.
   */
  failed: number;
}

export type SubmitOutcome = 'submitted' | 'saved';

export interface PendingSync {
  /**
   * Sends one application now, or keeps it on this device when that is not possible. With
   * `documents` (files of its payload that are not in Storage yet) it is kept on this device with
   * them at once: the visitor chose to submit while their upload was stalled, so the sync sends
   * them, documents first, when the connection is back.
   */
  submit(payload: PublicApplication, documents?: readonly DocumentToSend[]): Promise<SubmitOutcome>;
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
    let storageFailing = false;
    for (const item of items) {
      if (inFlight.has(item.clientRequestId)) continue;
      // Documents first: the rules accept an upload only while the application does not exist.
      const toUpload = await listDocumentsToUpload(item);
      if (toUpload.length > 0 && (storageFailing || !(await uploadAll(toUpload)))) {
        storageFailing = true;
        result.failed += 1;
        continue;
      }
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

  /** Uploads each document in turn; false at the first one that fails (the rest wait). */
  async function uploadAll(documents: readonly PendingDocument[]): Promise<boolean> {
    for (const document of documents) {
      const previous = document.attempts;
      // Counted before the upload, as for writes: the file may land even if the page closes.
      await recordDocumentAttempt(document.path, previous + 1, document.lastErrorCode);
      try {
        await writer.upload(document);
      } catch (error) {
        const code = errorCode(error);
        if (isUploadedDespiteError(previous, code)) {
          await recordDocumentUploaded(document.path);
          continue;
        }
        const attempts = mayHaveReachedStorage(code) ? previous + 1 : previous;
        await recordDocumentAttempt(document.path, attempts, code);
        return false;
      }
      await recordDocumentUploaded(document.path);
    }
    return true;
  }

  async function delivered(clientRequestId: string) {
    await removePendingApplication(clientRequestId);
    await clearDraftsOf(clientRequestId);
  }

  return {
    async submit(payload, documents = []) {
      const id = payload.clientRequestId;
      if (documents.length > 0) {
        await putPendingApplication(payload, { documents });
        return 'saved';
      }
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
