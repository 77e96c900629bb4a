import { COLLECTIONS } from '@centre/domain/collections';
import { doc, getDoc } from 'firebase/firestore';
import { dailyDigestSchema } from '@centre/domain/users';
import { z } from 'zod';
import { auth } from '../../../lib/firebase-auth';
import { db } from '../../../lib/firestore';
import type { SessionUser } from '../machines/auth-session-machine';
import type { AuthUser } from '../types';

// Fields the session reads; anything else on the record is ignored. A malformed field falls
// back to its default instead of failing the whole sign-in.
const userRecordSchema = z.object({
  displayName: z.string().catch(''),
  role: z.string().nullable().catch(null),
  permissions: z.array(z.string()).catch([]),
  status: z.string().catch('active'),
  isActive: z.boolean().catch(true),
  department: z.string().catch('General'),
  mustChangePassword: z.boolean().catch(false),
  language: z.string().catch('en'),
  dailyDigest: dailyDigestSchema,
});

async function restrictedClaim(uid: string): Promise<boolean> {
  const current = auth.currentUser;
  if (!current || current.uid !== uid) return false;
  const token = await current.getIdTokenResult();
  return token.claims.restricted === true;
}

/** users/{uid}, or null when the record does not exist (docs/product.md §4). */
export async function loadUserRecord(authUser: AuthUser): Promise<SessionUser | null> {
  const [snapshot, restricted] = await Promise.all([
    getDoc(doc(db, COLLECTIONS.users, authUser.uid)),
    restrictedClaim(authUser.uid),
  ]);
  if (!snapshot.exists()) return null;
  const record = userRecordSchema.parse(snapshot.data());
  return {
    uid: authUser.uid,
    email: authUser.email,
    ...record,
    displayName:
      record.displayName || authUser.displayName || authUser.email?.split('@')[0] || 'User',
    restricted,
  };
}
