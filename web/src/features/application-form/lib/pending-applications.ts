import type { PublicApplication } from '@centre/domain/applications';
import {
  openApplicationFormDb,
  type PendingApplication,
  type PendingDocument,
} from './application-form-db';
import { changeListeners } from '../../../lib/change-listeners';

/**
 * The local queue of applications that the database has not confirmed yet (IndexedDB store
 * 'pendingApplications', keyed by clientRequestId), with the files of their documents that
 * Storage has not confirmed yet ('pendingDocuments', keyed by Storage path). An item leaves the
 * queue, with its files, only after a confirmed write.
 */

/** A file to send with an application: a document of its payload whose upload did not finish. */
export interface DocumentToSend {
  path: string;
  field: string;
  name: string;
  contentType: PendingDocument['contentType'];
  file: Blob;
  /** 1 when the form's own upload of it was under way (it may have reached Storage). */
  attempts: number;
}

const changes = changeListeners();
const notify = changes.notify;

/** Called after every change to the queue (banner counts, "saved on this device" panels). */
export const subscribeToPendingApplications = changes.subscribe;

export async function putPendingApplication(
  payload: PublicApplication,
  {
    attempts = 0,
    lastErrorCode = null,
    documents = [],
  }: {
    attempts?: number;
    lastErrorCode?: string | null;
    documents?: readonly DocumentToSend[];
  } = {},
): Promise<PendingApplication> {
  const item: PendingApplication = {
    clientRequestId: payload.clientRequestId,
    payload: { ...payload, source: 'offline_sync' },
    savedAt: Date.now(),
    attempts,
    lastErrorCode,
  };
  const db = await openApplicationFormDb();
  // The application and its files are kept together or not at all.
  const tx = db.transaction(['pendingApplications', 'pendingDocuments'], 'readwrite');
  const applications = tx.objectStore('pendingApplications');
  const files = tx.objectStore('pendingDocuments');
  const existing = await applications.get(item.clientRequestId);
  // Saving again must not forget that an earlier write may already have reached the database.
  if (existing) {
    item.savedAt = existing.savedAt;
    item.attempts = Math.max(existing.attempts, attempts);
  }
  await applications.put(item);
  for (const document of documents) {
    const before = await files.get(document.path);
    await files.put({
      path: document.path,
      clientRequestId: item.clientRequestId,
      field: document.field,
      name: document.name,
      contentType: document.contentType,
      file: document.file,
      attempts: Math.max(before?.attempts ?? 0, document.attempts),
      // Saving again must not forget an upload Storage has already confirmed.
      uploadedAt: before?.uploadedAt ?? null,
      lastErrorCode: before?.lastErrorCode ?? null,
    });
  }
  await tx.done;
  notify();
  return item;
}

export async function getPendingApplication(
  clientRequestId: string,
): Promise<PendingApplication | undefined> {
  const db = await openApplicationFormDb();
  return db.get('pendingApplications', clientRequestId);
}

/** Oldest first, so applications arrive in the order they were made. */
export async function listPendingApplications(): Promise<PendingApplication[]> {
  const db = await openApplicationFormDb();
  const items = await db.getAll('pendingApplications');
  return items.sort((a, b) => a.savedAt - b.savedAt);
}

export async function countPendingApplications(): Promise<number> {
  const db = await openApplicationFormDb();
  return db.count('pendingApplications');
}

export async function removePendingApplication(clientRequestId: string): Promise<void> {
  const db = await openApplicationFormDb();
  const tx = db.transaction(['pendingApplications', 'pendingDocuments'], 'readwrite');
  await tx.objectStore('pendingApplications').delete(clientRequestId);
  const files = tx.objectStore('pendingDocuments');
  for (const path of await files.index('byApplication').getAllKeys(clientRequestId)) {
    await files.delete(path);
  }
  await tx.done;
  notify();
}

/** The documents kept with one application, uploaded or not. */
export async function listPendingDocuments(clientRequestId: string): Promise<PendingDocument[]> {
  const db = await openApplicationFormDb();
  return db.getAllFromIndex('pendingDocuments', 'byApplication', clientRequestId);
}

/** The documents of one application that Storage has not confirmed yet. */
export async function listDocumentsToUpload(item: PendingApplication): Promise<PendingDocument[]> {
  const listed = new Set(item.payload.documents.map((document) => document.path));
  const documents = await listPendingDocuments(item.clientRequestId);
  return documents.filter((document) => document.uploadedAt === null && listed.has(document.path));
}

export interface PendingSummary {
  clientRequestId: string;
  /** Names of the documents still to upload. */
  documentsWaiting: string[];
}

/** What waits on this device, oldest first: each application and its documents to upload. */
export async function listPendingSummaries(): Promise<PendingSummary[]> {
  const items = await listPendingApplications();
  return Promise.all(
    items.map(async (item) => ({
      clientRequestId: item.clientRequestId,
      documentsWaiting: (await listDocumentsToUpload(item)).map((document) => document.name),
    })),
  );
}

async function updateDocument(
  path: string,
  change: Partial<Pick<PendingDocument, 'attempts' | 'uploadedAt' | 'lastErrorCode'>>,
): Promise<void> {
  const db = await openApplicationFormDb();
  const tx = db.transaction('pendingDocuments', 'readwrite');
  // The application may have been delivered meanwhile (another sync): do not bring it back.
  const current = await tx.store.get(path);
  if (current) await tx.store.put({ ...current, ...change });
  await tx.done;
}

/** Records one more upload that may reach Storage; done before the upload itself. */
export async function recordDocumentAttempt(
  path: string,
  attempts: number,
  lastErrorCode: string | null,
): Promise<void> {
  await updateDocument(path, { attempts, lastErrorCode });
}

/** Storage has the document: it is never uploaded again. */
export async function recordDocumentUploaded(path: string): Promise<void> {
  await updateDocument(path, { uploadedAt: Date.now(), lastErrorCode: null });
  notify();
}

/** Records one more write that may reach the database; done before the write itself. */
export async function recordAttempt(
  item: PendingApplication,
  attempts: number,
  lastErrorCode: string | null,
): Promise<PendingApplication> {
  const next = { ...item, attempts, lastErrorCode };
  const db = await openApplicationFormDb();
  // The item may have been delivered meanwhile (another sync): do not bring it back.
  const tx = db.transaction('pendingApplications', 'readwrite');
  if (await tx.store.get(item.clientRequestId)) await tx.store.put(next);
  await tx.done;
  return next;
}

/**
 * The outcome of a failed write for a queued item. A public application can only be created; a
 * write to an id that already exists is an update, which the rules deny. So permission-denied
 * means "already delivered", but only for an item whose earlier write may have reached the
 * database; for a first attempt it is a real refusal and the item stays queued.
 */
export function isDeliveredDespiteError(previousAttempts: number, code: string | null): boolean {
  return code === 'permission-denied' && previousAttempts > 0;
}

/** Whether a write that failed with this code may still have created the document. */
export function mayHaveReachedDatabase(code: string | null): boolean {
  return code !== 'permission-denied' && code !== 'invalid-argument';
}

/**
 * The same reasoning for a document's upload (codes without their 'storage/' prefix). A document
 * may only be created: an upload to a name that already exists is an overwrite, which the
 * Storage rules refuse with storage/unauthorized. For a document whose earlier upload may have
 * reached Storage, that refusal means it is there.
 */
export function isUploadedDespiteError(previousAttempts: number, code: string | null): boolean {
  return code === 'unauthorized' && previousAttempts > 0;
}

/**
 * Codes of uploads that cannot have stored the file: refused by the rules or the SDK, or never
 * started because the upload grant was refused (upload-grant.ts).
 */
const NOT_STORED_CODES: ReadonlySet<string> = new Set([
  'unauthorized',
  'invalid-argument',
  'unauthenticated',
  'unauthorized-app',
  'too-many-uploads',
  'upload-grant-refused',
]);

/** Whether an upload that failed with this code may still have stored the file. */
export function mayHaveReachedStorage(code: string | null): boolean {
  return code === null || !NOT_STORED_CODES.has(code);
}
