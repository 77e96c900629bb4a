/**
 * Firestore Lite and the app's instance of it, loaded by the public write that first needs them
 * (an application, a contact message; public reads go through lib/public-api.ts): a public
 * page's modules never evaluate the SDK, so hydrating a pre-rendered page does not pay for it,
 * and the write brings it in its own task.
 */
export async function loadFirestoreLite() {
  const [sdk, { getLiteDb }] = await Promise.all([
    import('firebase/firestore/lite'),
    import('./firestore-lite'),
  ]);
  return { ...sdk, db: getLiteDb() };
}
