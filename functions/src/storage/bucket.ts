import { getStorage, type Storage } from 'firebase-admin/storage';
import { db } from '../admin';

/** A Cloud Storage bucket as the Admin SDK hands it out (@google-cloud/storage's Bucket). */
export type Bucket = ReturnType<Storage['bucket']>;

/**
 * The project's default bucket, the one the web app uploads to. `db` is imported first so that
 * the one Admin app of the bundle exists (functions/src/admin.ts).
 */
export function defaultBucket(): Bucket {
  void db;
  return getStorage().bucket();
}
