import { COLLECTIONS } from '@centre/domain/collections';
import { applicationDocumentRecordSchema } from '@centre/domain/applications';
import { isDocumentId } from '@centre/domain/ids';
import {
  APPLICATION_UPLOADS_PREFIX,
  applicationIdOfUpload,
  decideUploadCleanup,
  type UploadCleanupVerdict,
} from '@centre/domain/uploads';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import type { Bucket } from './bucket';

/** Objects per listing page; each page costs one Firestore read per distinct application. */
const PAGE_SIZE = 500;

export interface CleanupReport {
  /** objects looked at under applications/ */
  checked: number;
  /** objects deleted, by reason */
  removed: Partial<Record<Extract<UploadCleanupVerdict, { remove: true }>['reason'], number>>;
}

const documentPath = applicationDocumentRecordSchema.pick({ path: true });

/**
 * The paths of an application's `documents`, each entry parsed with the domain's
 * applicationDocumentRecordSchema (its path): an entry that does not parse lists nothing, but
 * never hides the other entries' files (a file no entry lists is deleted).
 */
function listedPaths(documents: unknown): string[] {
  if (!Array.isArray(documents)) return [];
  return documents.flatMap((document: unknown) => {
    const parsed = documentPath.safeParse(document);
    return parsed.success ? [parsed.data.path] : [];
  });
}

/** The document paths applications/{id} lists, or null when it does not exist. */
async function applicationsOf(
  db: Firestore,
  ids: readonly string[],
): Promise<Map<string, { documentPaths: string[] } | null>> {
  const result = new Map<string, { documentPaths: string[] } | null>();
  if (ids.length === 0) return result;
  const snapshots = await db.getAll(
    ...ids.map((id) => db.doc(`${COLLECTIONS.applications}/${id}`)),
  );
  for (const snapshot of snapshots) {
    result.set(
      snapshot.id,
      snapshot.exists ? { documentPaths: listedPaths(snapshot.get('documents')) } : null,
    );
  }
  return result;
}

/**
 * Deletes every object under applications/ that no application lists once it is 24 hours old
 * (decideUploadCleanup): uploads whose application was never submitted, or a stranger's files in
 * a folder. Called by the hourly scheduled function; `nowMs` is a parameter so that the tests
 * can look a day ahead instead of waiting one. Logs counts only, never names.
 */
export async function removeUnattachedUploads({
  bucket,
  db,
  nowMs = Date.now(),
}: {
  bucket: Bucket;
  db: Firestore;
  nowMs?: number;
}): Promise<CleanupReport> {
  const report: CleanupReport = { checked: 0, removed: {} };
  let pageToken: string | undefined;
  do {
    const [files, next] = await bucket.getFiles({
      prefix: APPLICATION_UPLOADS_PREFIX,
      autoPaginate: false,
      maxResults: PAGE_SIZE,
      ...(pageToken && { pageToken }),
    });
    pageToken = (next as { pageToken?: string } | null)?.pageToken || undefined;

    const ids = [
      ...new Set(files.map((file) => applicationIdOfUpload(file.name)).filter((id) => id !== null)),
    ];
    // Firestore refuses some ids (e.g. `__x__`, `..`); a stranger's folder name must not stop
    // the cleanup, so such folders count as having no application.
    const applications = await applicationsOf(db, ids.filter(isDocumentId));

    await Promise.all(
      files.map(async (file) => {
        report.checked += 1;
        const id = applicationIdOfUpload(file.name);
        const verdict = decideUploadCleanup(
          { path: file.name, createdAtMs: Date.parse(String(file.metadata.timeCreated)) },
          id === null ? null : (applications.get(id) ?? null),
          nowMs,
        );
        if (!verdict.remove) return;
        await file.delete({ ignoreNotFound: true });
        report.removed[verdict.reason] = (report.removed[verdict.reason] ?? 0) + 1;
      }),
    );
  } while (pageToken);
  logger.info('unattached uploads cleaned up', report);
  return report;
}
