import { getDownloadURL, ref } from 'firebase/storage';
import { storage } from '../../../lib/storage';

/** A download URL for an uploaded document (storage.rules: staff with view_applications). */
export async function getDocumentUrl(path: string): Promise<string> {
  return getDownloadURL(ref(storage, path));
}
