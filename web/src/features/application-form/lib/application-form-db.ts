import type { PublicApplication } from '@centre/domain/applications';
import type { Service } from '@centre/domain/services';
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ApplicationFormValues } from './application-form-schema';

/** IndexedDB database of the public application form (one per browser profile). */
export const APPLICATION_FORM_DB_NAME = 'centre-application-form';
const DB_VERSION = 1;

/** An application kept on this device until the database confirms it (SPEC 3, 4). */
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
  drafts: { key: string; value: FormDraft };
  services: { key: string; value: CachedService };
}

export type ApplicationFormDb = IDBPDatabase<ApplicationFormSchema>;

let dbPromise: Promise<ApplicationFormDb> | null = null;

export function openApplicationFormDb(): Promise<ApplicationFormDb> {
  dbPromise ??= openDB<ApplicationFormSchema>(APPLICATION_FORM_DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('pendingApplications', { keyPath: 'clientRequestId' });
      db.createObjectStore('drafts', { keyPath: 'serviceId' });
      db.createObjectStore('services', { keyPath: 'id' });
    },
    // Another tab with a newer version wants the database: let it have it.
    blocking() {
      void dbPromise?.then((db) => db.close());
      dbPromise = null;
    },
  }).catch((error: unknown) => {
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
