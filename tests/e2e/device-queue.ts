// What the e2e tests look at on both sides of the public application form's offline queue: the
// applications the database holds for an email, and what the browser still keeps in IndexedDB.
import { COLLECTIONS } from '@centre/domain/collections';
import type { Page } from '@playwright/test';
import { adminDb } from '../support/admin';

/** The applications stored for this applicant email (read past the rules). */
export async function applicationsByEmail(email: string) {
  const snapshot = await adminDb
    .collection(COLLECTIONS.applications)
    .where('applicant.email', '==', email)
    .get();
  return snapshot.docs;
}

/** How many applications and documents this browser keeps in its IndexedDB queue. */
export function waitingOnDevice(page: Page): Promise<{ applications: number; documents: number }> {
  return page.evaluate(
    () =>
      new Promise<{ applications: number; documents: number }>((resolve, reject) => {
        const open = indexedDB.open('centre-application-form');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['pendingApplications', 'pendingDocuments'], 'readonly');
          const applications = tx.objectStore('pendingApplications').count();
          const documents = tx.objectStore('pendingDocuments').count();
          tx.oncomplete = () => {
            db.close();
            resolve({ applications: applications.result, documents: documents.result });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** The documents this browser keeps for waiting applications (path and attempts). */
export function waitingDocuments(page: Page): Promise<{ path: string; attempts: number }[]> {
  return page.evaluate(
    () =>
      new Promise<{ path: string; attempts: number }[]>((resolve, reject) => {
        const open = indexedDB.open('centre-application-form');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db
            .transaction('pendingDocuments', 'readonly')
            .objectStore('pendingDocuments')
            .getAll();
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as { path: string; attempts: number }[]).map(({ path, attempts }) => ({
                path,
                attempts,
              })),
            );
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}
