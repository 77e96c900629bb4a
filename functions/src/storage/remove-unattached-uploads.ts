import { applicationDocumentRecordSchema } from '@centre/domain/applications';
import { isDocumentId } from '@centre/domain/ids';
import { SUBMISSION_COLLECTIONS, type SubmissionCollection } from '@centre/domain/submissions';
import {
  decideUploadCleanup,
  submissionOfUpload,
  type UploadCleanupVerdict,
} from '@centre/domain/uploads';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import type { Bucket } from './bucket';

/** Objects per listing page; each page costs one Firestore read per distinct submission. */
const PAGE_SIZE = 500;

export interface CleanupReport {
  /** objects looked at under applications/ and licenceRenewals/ */
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

/** The document paths {collection}/{id} lists, or null when it does not exist. */
async function submissionsOf(
  db: Firestore,
  collection: SubmissionCollection,
  ids: readonly string[],
): Promise<Map<string, { documentPaths: string[] } | null>> {
  const result = new Map<string, { documentPaths: string[] } | null>();
  if (ids.length === 0) return result;
  const snapshots = await db.getAll(...ids.map((id) => db.doc(`${collection}/${id}`)));
  for (const snapshot of snapshots) {
    result.set(
      snapshot.id,
      snapshot.exists ? { documentPaths: listedPaths(snapshot.get('documents')) } : null,
    );
  }
  return result;
}

/**
 * Deletes every object under applications/ (and licenceRenewals/) that no application (licence
 * renewal) lists once it is 24 hours old (decideUploadCleanup): uploads whose submission was
 * never sent, or a stranger's files in a folder. Called by the hourly scheduled function; `nowMs` is a parameter so that the tests
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
  for (const collection of SUBMISSION_COLLECTIONS) {
    await cleanUpFolder({ bucket, db, nowMs, collection, report });
  }
  logger.info('unattached uploads cleaned up', report);
  return report;
}

/** One submission collection's folder: every page of {collection}/, updating `report`. */
async function cleanUpFolder({
  bucket,
  db,
  nowMs,
  collection,
  report,
}: {
  bucket: Bucket;
  db: Firestore;
  nowMs: number;
  collection: SubmissionCollection;
  report: CleanupReport;
}): Promise<void> {
  const idOf = (path: string) => {
    const submission = submissionOfUpload(path);
    return submission?.collection === collection ? submission.id : null;
  };
  let pageToken: string | undefined;
  do {
    const [files, next] = await bucket.getFiles({
      prefix: `${collection}/`,
      autoPaginate: false,
      maxResults: PAGE_SIZE,
      ...(pageToken && { pageToken }),
    });
    pageToken = (next as { pageToken?: string } | null)?.pageToken || undefined;

    const ids = [...new Set(files.map((file) => idOf(file.name)).filter((id) => id !== null))];
    // Firestore refuses some ids (e.g. `__x__`, `..`); a stranger's folder name must not stop
    // the cleanup, so such folders count as having no application.
    const submissions = await submissionsOf(db, collection, ids.filter(isDocumentId));

    await Promise.all(
      files.map(async (file) => {
        report.checked += 1;
        const id = idOf(file.name);
        const verdict = decideUploadCleanup(
          { path: file.name, createdAtMs: Date.parse(String(file.metadata.timeCreated)) },
          id === null ? null : (submissions.get(id) ?? null),
          nowMs,
        );
        if (!verdict.remove) return;
        await file.delete({ ignoreNotFound: true });
        report.removed[verdict.reason] = (report.removed[verdict.reason] ?? 0) + 1;
      }),
    );
  } while (pageToken);
}
