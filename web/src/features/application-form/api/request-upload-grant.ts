import type { UploadGrant, UploadGrantInput } from '@centre/domain/upload-grants';
import { callFunction } from '../../../lib/call-function';

/**
 * Reserves applications/{applicationId}/ for this application's document uploads for an hour
 * (storage.rules refuses an upload without a live grant); asking again renews it until the
 * application is sent.
 */
export async function requestUploadGrant(applicationId: string): Promise<UploadGrant> {
  return callFunction<UploadGrantInput, UploadGrant>('requestUploadGrant', { applicationId });
}
