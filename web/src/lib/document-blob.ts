import { ALLOWED_DOCUMENT_TYPES } from '@centre/domain/applications';
import { getBlob, ref } from 'firebase/storage';
import { storage } from './storage';

/**
 * An uploaded document's bytes, read with the staff member's own sign-in, so storage.rules decide
 * every read (view_applications, an active and unrevoked session). Never a download URL: that is
 * a permanent bearer link which bypasses the rules and outlives a deactivated account (issue 9).
 *
 * The Blob is given the type the record (application, licence renewal) lists, and only one of the accepted document types:
 * a blob: URL opens with this app's origin, so it must never be something a browser runs (HTML,
 * SVG); anything else becomes a plain download.
 */
export async function getDocumentBlob(path: string, contentType: string): Promise<Blob> {
  const blob = await getBlob(ref(storage, path));
  const type = (ALLOWED_DOCUMENT_TYPES as readonly string[]).includes(contentType)
    ? contentType
    : 'application/octet-stream';
  return blob.type === type ? blob : new Blob([blob], { type });
}
