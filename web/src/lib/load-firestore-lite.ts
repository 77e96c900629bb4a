/**
 * Firestore Lite and the app's instance of it, loaded by the read that first needs them: a
 * public page's modules never evaluate the SDK, so hydrating a pre-rendered page does not pay for
 * it, and the read (a refresh of what the page already shows) brings it in its own task.
 */
export async function loadFirestoreLite() {
  const [sdk, { getLiteDb }] = await Promise.all([
    import('firebase/firestore/lite'),
    import('./firestore-lite'),
  ]);
  return { ...sdk, db: getLiteDb() };
}
