import type { UploadGrant, UploadGrantInput } from '@centre/domain/upload-grants';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';

/**
 * Reserves applications/{applicationId}/ for this application's document uploads for an hour
 * (storage.rules refuses an upload without a live grant); asking again renews it until the
 * application is sent.
 */
export async function requestUploadGrant(applicationId: string): Promise<UploadGrant> {
  const callable = httpsCallable<UploadGrantInput, UploadGrant>(functions, 'requestUploadGrant');
  const result = await callable({ applicationId });
  return result.data;
}
