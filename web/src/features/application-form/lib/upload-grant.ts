import { STORAGE_LIMITS } from '@centre/domain/constants';
import { submissionOfDocumentPath, type SubmissionCollection } from '@centre/domain/submissions';
import {
  UPLOAD_GRANT_RENEW_MARGIN_MS,
  UPLOAD_GRANT_TTL_MS,
} from '@centre/domain/application-limits';
import type { UploadGrant } from '@centre/domain/upload-grants';
import { errorCode } from '../../../lib/error-code';
import type { StartUpload, UploadTaskHandle } from '../../../lib/upload/upload-machine';

/** Asks for the grant of {collection}/{applicationId}/ (submissions.ts). */
export type RequestUploadGrant = (
  applicationId: string,
  collection: SubmissionCollection,
) => Promise<UploadGrant>;

/**
 * Codes of a grant call that failed for want of a connection or for a passing server problem:
 * the web SDK reports a fetch that never got an answer (offline) as `internal`. The call is made
 * again; meanwhile the upload makes no progress, so it stalls and its file is kept on the device
 * exactly as when Storage cannot be reached.
 */
const TRANSIENT_GRANT_CODES: ReadonlySet<string> = new Set([
  'internal',
  'unavailable',
  'deadline-exceeded',
  'unknown',
  'aborted',
  'cancelled',
]);

/**
 * The upload's failure code (as storage-error-message.ts and pending-applications.ts read them)
 * for a grant the server refused. The application already sent is the refusal Storage itself
 * gives (storage/unauthorized), so the device's queue treats both alike.
 */
export function uploadCodeForRefusedGrant(code: string | null): string {
  switch (code) {
    case 'failed-precondition':
      return 'storage/unauthorized';
    case 'resource-exhausted':
      return 'storage/too-many-uploads';
    case 'permission-denied':
    case 'unauthenticated':
      return 'storage/unauthorized-app';
    default:
      return 'storage/upload-grant-refused';
  }
}

export interface UploadGrantOptions {
  /** First wait before asking again after a transient failure; doubles up to maxRetryDelayMs. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** After this long without a grant the upload fails as Storage's own retries would. */
  maxRetryTimeMs?: number;
  now?: () => number;
}

/**
 * `startUpload` behind an upload grant: before an upload into applications/{id}/ (or
 * licenceRenewals/{id}/, submissions.ts) it asks for the grant of that submission and folder, unless one asked for on this page still has more than
 * UPLOAD_GRANT_RENEW_MARGIN_MS to run (kept in memory only: the device's queue, after a reload,
 * asks again, as its grant may have expired). Validity is measured on this device's clock from
 * the moment of asking, so a device whose clock is wrong still renews in time. Concurrent uploads
 * of one application share one call. Pause, resume and cancel work while the grant is awaited.
 */
export function withUploadGrants(
  requestGrant: RequestUploadGrant,
  startUpload: StartUpload,
  {
    retryDelayMs = 2000,
    maxRetryDelayMs = 30_000,
    maxRetryTimeMs = STORAGE_LIMITS.maxUploadRetryTimeMs,
    now = Date.now,
  }: UploadGrantOptions = {},
): StartUpload {
  /** When each grant asked for on this page stops being valid, by this device's clock. */
  const validUntil = new Map<string, number>();
  const asking = new Map<string, Promise<void>>();

  function grantFor({
    id: applicationId,
    collection,
  }: {
    id: string;
    collection: SubmissionCollection;
  }): Promise<void> {
    const key = `${collection}/${applicationId}`;
    const until = validUntil.get(key);
    if (until !== undefined && until - now() > UPLOAD_GRANT_RENEW_MARGIN_MS) {
      return Promise.resolve();
    }
    let pending = asking.get(key);
    if (!pending) {
      const askedAt = now();
      pending = requestGrant(applicationId, collection)
        .then(() => {
          validUntil.set(key, askedAt + UPLOAD_GRANT_TTL_MS);
        })
        .finally(() => asking.delete(key));
      asking.set(key, pending);
    }
    return pending;
  }

  return (input, listener) => {
    const submission = submissionOfDocumentPath(input.path);
    let task: UploadTaskHandle | null = null;
    let paused = false;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = now();

    const fail = (code: string) => {
      stopped = true;
      listener.failed(code);
    };
    const attempt = (delay: number) => {
      if (!submission) {
        fail('storage/invalid-argument');
        return;
      }
      grantFor(submission).then(
        () => {
          if (stopped) return;
          task = startUpload(input, listener);
          if (paused) task.pause();
        },
        (error: unknown) => {
          if (stopped) return;
          const code = errorCode(error);
          if (!code || !TRANSIENT_GRANT_CODES.has(code)) {
            fail(uploadCodeForRefusedGrant(code));
          } else if (now() - startedAt >= maxRetryTimeMs) {
            fail('storage/retry-limit-exceeded');
          } else {
            timer = setTimeout(() => attempt(Math.min(delay * 2, maxRetryDelayMs)), delay);
          }
        },
      );
    };
    attempt(retryDelayMs);

    return {
      pause: () => {
        if (task) task.pause();
        else if (!stopped) {
          paused = true;
          listener.paused();
        }
      },
      resume: () => {
        if (task) task.resume();
        else paused = false;
      },
      cancel: () => {
        if (task) task.cancel();
        else if (!stopped) {
          clearTimeout(timer);
          fail('storage/canceled');
        }
      },
      dispose: () => {
        stopped = true;
        clearTimeout(timer);
        task?.dispose();
      },
    };
  };
}
