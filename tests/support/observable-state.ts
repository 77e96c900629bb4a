// What a refused or fuzzed callable might have written, read before and after the call so that a
// test can expect the two to be equal: every collection's and subcollection group's document
// count, the documents the test names, and the accounts.
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { STATS_COLLECTION } from '@centre/domain/dashboard';
import { REPORT_DAYS_COLLECTION } from '@centre/domain/reports';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from './admin';

/**
 * The dashboard's and the reports' rollups and the mail outbox: triggers derive them from the
 * fixtures at their own pace (a fixture appointment's confirmation may be queued after the first
 * look); a callable's write by mistake would show in the fixtures' own collections.
 */
const TRIGGER_DERIVED = new Set<string>([
  STATS_COLLECTION,
  REPORT_DAYS_COLLECTION,
  COLLECTIONS.mail,
]);

/** The state, with the documents `readDocuments` returns recorded by path. */
export async function observableState(
  readDocuments: () => Promise<readonly DocumentSnapshot[]>,
): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const collection of await adminDb.listCollections()) {
    if (TRIGGER_DERIVED.has(collection.id)) continue;
    state[`count ${collection.id}`] = (await collection.count().get()).data().count;
  }
  for (const group of Object.values(SUBCOLLECTIONS)) {
    state[`count **/${group}`] = (await adminDb.collectionGroup(group).count().get()).data().count;
  }
  for (const snapshot of await readDocuments()) state[snapshot.ref.path] = snapshot.data();
  state.accounts = (await adminAuth.listUsers(1000)).users.map((user) => ({
    uid: user.uid,
    passwordHash: user.passwordHash,
    disabled: user.disabled,
    displayName: user.displayName,
    claims: user.customClaims,
  }));
  return state;
}
