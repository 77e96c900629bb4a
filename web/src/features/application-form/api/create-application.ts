import { COLLECTIONS } from '@centre/domain/collections';
import type { PublicApplication } from '@centre/domain/applications';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';

/**
 * Creates applications/{clientRequestId}: exactly the public keys plus createdAt. The id is the
 * applicant's clientRequestId, so sending the same application twice can never make two; the
 * second write is an update, which the rules deny.
 */
export async function createApplication(payload: PublicApplication): Promise<void> {
  await setDoc(doc(db, COLLECTIONS.applications, payload.clientRequestId), {
    ...payload,
    createdAt: serverTimestamp(),
  });
}
