import type { PublicApplication } from '@centre/domain/applications';
import type { Service } from '@centre/domain/services';
import type { SubmissionCollection } from '@centre/domain/submissions';
import { createActor, fromPromise } from 'xstate';
import type { ApplicationReceipt } from '../api/get-application-receipt';
import {
  circuitBreakerMachine,
  isDatabaseAvailable,
  type CircuitBreakerActorRef,
} from '../machines/circuit-breaker-machine';
import type { StartUpload } from '../../../lib/upload/upload-machine';
import { openApplicationFormDb } from './application-form-db';
import { countPendingApplications } from './pending-applications';
import { createPendingSync, type PendingSync } from './pending-sync';
import { uploadDocument } from './upload-document';
import { withUploadGrants, type RequestUploadGrant, type UploadGrantOptions } from './upload-grant';
import { DATABASE_WRITE_TIMEOUT_MS, withTimeout } from './with-timeout';

/** The Firebase calls the form makes; tests pass fakes. */
export interface ApplicationFormBackend {
  loadService(serviceId: string): Promise<Service | null>;
  /** Writes to the payload's submissionCollection (applications or licenceRenewals). */
  createApplication(payload: PublicApplication): Promise<void>;
  getReceipt(applicationId: string, collection: SubmissionCollection): Promise<ApplicationReceipt>;
  /** Reserves the application's Storage folder; every upload asks for it first. */
  requestUploadGrant: RequestUploadGrant;
  startUpload: StartUpload;
}

export interface ApplicationFormEnvironment {
  /** Reads a service, falling back to the copy kept on this device when the network fails. */
  loadService(serviceId: string): Promise<Service | null>;
  getReceipt(applicationId: string, collection: SubmissionCollection): Promise<ApplicationReceipt>;
  /** The backend's upload, behind the application's upload grant (upload-grant.ts). */
  startUpload: StartUpload;
  /** One database circuit breaker per page session. */
  breaker: CircuitBreakerActorRef;
  pending: PendingSync;
  receiptPollMs: number;
  receiptPollAttempts: number;
  /** After the quick attempts, the page keeps asking, slower, for a late reference. */
  receiptSlowPollMs: number;
  receiptSlowPollAttempts: number;
  /** How often a page with waiting applications tries to send them (breaker permitting). */
  syncRetryMs: number;
}

export interface EnvironmentOptions {
  timeoutMs?: number;
  receiptPollMs?: number;
  receiptPollAttempts?: number;
  receiptSlowPollMs?: number;
  receiptSlowPollAttempts?: number;
  syncRetryMs?: number;
  uploadGrant?: UploadGrantOptions;
}

async function cacheService(serviceId: string, service: Service | null) {
  const db = await openApplicationFormDb();
  if (service) await db.put('services', { id: serviceId, service, cachedAt: Date.now() });
  else await db.delete('services', serviceId);
}

async function cachedService(serviceId: string): Promise<Service | undefined> {
  const db = await openApplicationFormDb();
  return (await db.get('services', serviceId))?.service;
}

export function createApplicationFormEnvironment(
  backend: ApplicationFormBackend,
  {
    timeoutMs = DATABASE_WRITE_TIMEOUT_MS,
    receiptPollMs = 1500,
    receiptPollAttempts = 12,
    // Then every 5 s for two more minutes: a trigger held up (a cold start, a busy backend)
    // still shows its reference on the page the visitor is looking at.
    receiptSlowPollMs = 5000,
    receiptSlowPollAttempts = 24,
    syncRetryMs = 15_000,
    uploadGrant,
  }: EnvironmentOptions = {},
): ApplicationFormEnvironment {
  // The form's uploads and the queue's share one upload grant per application.
  const startUpload = withUploadGrants(
    backend.requestUploadGrant,
    backend.startUpload,
    uploadGrant,
  );
  // The breaker syncs through `pending`, and `pending` reports errors to the breaker: the
  // functions below reach each other only when they run, after both exist.
  let breaker: CircuitBreakerActorRef | null = null;
  const pending = createPendingSync({
    write: (payload) => backend.createApplication(payload),
    upload: ({ path, name, contentType, file }) =>
      uploadDocument(startUpload, { path, name, contentType, file }),
    reportError: (error) => breaker?.send({ type: 'DATABASE_ERROR', error }),
    isAvailable: () => (breaker ? isDatabaseAvailable(breaker.getSnapshot()) : true),
    timeoutMs,
  });
  breaker = createActor(
    circuitBreakerMachine.provide({
      actors: {
        hasLocalApplications: fromPromise(async () => (await countPendingApplications()) > 0),
        syncLocalApplications: fromPromise(async () => {
          await pending.sync();
        }),
      },
    }),
  ).start();

  return {
    async loadService(serviceId) {
      try {
        const service = await withTimeout(backend.loadService(serviceId), timeoutMs);
        await cacheService(serviceId, service).catch(() => undefined);
        return service;
      } catch (error) {
        const cached = await cachedService(serviceId).catch(() => undefined);
        if (cached) return cached;
        throw error;
      }
    },
    getReceipt: (applicationId, collection) => backend.getReceipt(applicationId, collection),
    startUpload,
    breaker,
    pending,
    receiptPollMs,
    receiptPollAttempts,
    receiptSlowPollMs,
    receiptSlowPollAttempts,
    syncRetryMs,
  };
}
