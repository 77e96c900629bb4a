import type { PublicApplication } from '@centre/domain/applications';
import type { Service } from '@centre/domain/services';
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ApplicationFormValues, DocumentContentType } from './application-form-values';

/** IndexedDB database of the public application form (one per browser profile). */
export const APPLICATION_FORM_DB_NAME = 'centre-application-form';
/**
 * 1: pendingApplications, drafts, services.
 * 2: pendingDocuments (the files of waiting applications); version 1 data is kept as it is.
 */
export const APPLICATION_FORM_DB_VERSION = 2;

/** An application kept on this device until the database confirms it (docs/product.md §3, §4). */
export interface PendingApplication {
  clientRequestId: string;
  /** The full public payload, source 'offline_sync'. */
  payload: PublicApplication;
  savedAt: number;
  /**
   * Writes that may have reached the database. A later permission-denied for such an item means
   * the document already exists (a retry is an update, which the rules deny): it was delivered.
   */
  attempts: number;
  lastErrorCode: string | null;
}

/**
 * A document of a waiting application that Storage has not confirmed yet, with its file. Stored
 * apart from the application (keyed by its Storage path) so that recording an attempt or an
 * upload never rewrites the application, and counting the queue never reads files.
 */
export interface PendingDocument {
  /** applications/{clientRequestId}/{fileName}: where it goes, as the application lists it. */
  path: string;
  clientRequestId: string;
  field: string;
  name: string;
  contentType: DocumentContentType;
  file: Blob;
  /**
   * Uploads that may have reached Storage (the form's own stalled upload counts as one). A later
   * refusal (storage/unauthorized: the object exists, and an overwrite is refused) for such a
   * document means it was delivered.
   */
  attempts: number;
  /** When Storage confirmed the upload; a document with a time is never uploaded again. */
  uploadedAt: number | null;
  lastErrorCode: string | null;
}

/** What the applicant has typed for one service, saved as they type. */
export interface FormDraft {
  serviceId: string;
  /** Kept with the draft: uploaded documents live under this id's Storage folder. */
  clientRequestId: string;
  values: ApplicationFormValues;
  savedAt: number;
}

/** The last copy of a service read from the database, so the form opens on a weak connection. */
export interface CachedService {
  id: string;
  service: Service;
  cachedAt: number;
}

interface ApplicationFormSchema extends DBSchema {
  pendingApplications: { key: string; value: PendingApplication };
  pendingDocuments: {
    key: string;
    value: PendingDocument;
    indexes: { byApplication: string };
  };
  drafts: { key: string; value: FormDraft };
  services: { key: string; value: CachedService };
}

export type ApplicationFormDb = IDBPDatabase<ApplicationFormSchema>;

let dbPromise: Promise<ApplicationFormDb> | null = null;

export function openApplicationFormDb(): Promise<ApplicationFormDb> {
  dbPromise ??= openDB<ApplicationFormSchema>(
    APPLICATION_FORM_DB_NAME,
    APPLICATION_FORM_DB_VERSION,
    {
      // Creates what the device's database lacks and keeps the rest: applications waiting in a
      // version 1 database stay where they are (they have no documents to wait for). By store rather
      // than by version, so that an empty database someone opened without a version is completed.
      upgrade(db) {
        const stores = db.objectStoreNames;
        if (!stores.contains('pendingApplications')) {
          db.createObjectStore('pendingApplications', { keyPath: 'clientRequestId' });
        }
        if (!stores.contains('drafts')) db.createObjectStore('drafts', { keyPath: 'serviceId' });
        if (!stores.contains('services')) db.createObjectStore('services', { keyPath: 'id' });
        if (!stores.contains('pendingDocuments')) {
          const documents = db.createObjectStore('pendingDocuments', { keyPath: 'path' });
          documents.createIndex('byApplication', 'clientRequestId');
        }
      },
      // Another tab with a newer version wants the database: let it have it.
      blocking() {
        void dbPromise?.then((db) => db.close());
        dbPromise = null;
      },
    },
  ).catch((error: unknown) => {
    dbPromise = null;
    throw error;
  });
  return dbPromise;
}

/** Tests: start every case from an empty database. */
export async function deleteApplicationFormDb(): Promise<void> {
  const pending = dbPromise;
  dbPromise = null;
  if (pending) (await pending.catch(() => null))?.close();
  await deleteDB(APPLICATION_FORM_DB_NAME);
}
