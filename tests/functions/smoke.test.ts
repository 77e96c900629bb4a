import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_BASE_URL, PROJECT_ID } from '../support/emulators';

// FIRESTORE_EMULATOR_HOST is set by `firebase emulators:exec`, so this Admin app talks to the
// emulator and can never reach a real project (the id is a demo- id as well).
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

describe('emulator smoke', () => {
  it('runs against the emulators, not a real project', () => {
    expect(process.env.FIRESTORE_EMULATOR_HOST).toBeTruthy();
    expect(PROJECT_ID.startsWith('demo-')).toBe(true);
  });

  it('answers a Firestore write and read', async () => {
    const ref = db.doc('smoke/ping');
    await ref.set({ at: 42 });
    expect((await ref.get()).data()).toEqual({ at: 42 });
    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
  });

  it('loads the functions bundle: the health function answers and reaches Firestore', async () => {
    const response = await fetch(`${FUNCTIONS_BASE_URL}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', firestore: 'ok' });
  });
});
