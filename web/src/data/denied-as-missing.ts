import { isPermissionDenied } from '../lib/error-code';

/**
 * `read`, with a refusal by the rules (permission-denied) answered as null, like a document that
 * does not exist: for reads where "not yours" and "not there" mean the same to the page. Any
 * other failure is thrown, so the page can offer to try again. By its code: the SDK's errors are
 * FirebaseErrors whose prototype is reset to FirebaseError's (never `instanceof FirestoreError`).
 */
export async function deniedAsMissing<T>(read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}
