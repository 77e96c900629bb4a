import type { PublicApplication } from '@centre/domain/applications';
import { submissionCollection } from '@centre/domain/submissions';
import { loadFirestoreLite } from '../../../lib/load-firestore-lite';

/**
 * Creates applications/{clientRequestId}, or licenceRenewals/{clientRequestId} for the
 * licence-renewal service (domain submissionCollection): exactly the public keys plus createdAt.
 * The id is the applicant's clientRequestId, so sending the same application twice can never
 * make two; the second write is an update, which the rules deny. A queued payload carries its
 * serviceId, so the device's queue sends it to the same collection.
 *
 * Through Firestore Lite, one request that succeeds or fails: the full SDK would keep a write it
 * could not send in its own queue and send it again when the network returns, racing the
 * device's queue (which then sends the same application marked `offline_sync`). With Lite the
 * device's queue is the only place a failed submission waits (docs/product.md §11). Lite loads
 * with the first submission, not with the form's page (loadFirestoreLite).
 */
export async function createApplication(payload: PublicApplication): Promise<void> {
  const { db, doc, serverTimestamp, setDoc } = await loadFirestoreLite();
  await setDoc(doc(db, submissionCollection(payload.serviceId), payload.clientRequestId), {
    ...payload,
    createdAt: serverTimestamp(),
  });
}
