import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { REFERENCE_PATTERN } from '@centre/domain/applications';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, waitFor } from '../support/admin';
import { newApplicationId, publicApplication } from '../support/applications';
import { clearProject } from '../support/emulator-reset';

beforeEach(clearProject);

const submit = (id: string, extra: DocumentData = {}) =>
  adminDb.doc(`${COLLECTIONS.applications}/${id}`).set({
    ...publicApplication(id),
    createdAt: FieldValue.serverTimestamp(),
    ...extra,
  });

const referenceOf = async (id: string) =>
  (await adminDb.doc(`${COLLECTIONS.applications}/${id}`).get()).get('reference') as
    string | undefined;

describe('onApplicationCreated', () => {
  it('gives 50 applications created at once 50 distinct references', async () => {
    const ids = Array.from({ length: 50 }, newApplicationId);
    const startedAt = Date.now();
    await Promise.all(ids.map((id) => submit(id)));
    const references = await waitFor(
      () => Promise.all(ids.map(referenceOf)),
      (refs) => refs.every(Boolean),
      { timeoutMs: 110_000, intervalMs: 500, what: '50 references' },
    );
    console.info(
      `50 concurrent applications: all references assigned in ${Date.now() - startedAt} ms`,
    );

    expect(new Set(references).size).toBe(50);
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
    // Each reservation names the application that holds the reference.
    const reservations = await adminDb.collection(COLLECTIONS.applicationReferences).get();
    expect(reservations.size).toBe(50);
    const owners = Object.fromEntries(
      reservations.docs.map((snapshot) => [snapshot.id, snapshot.get('applicationId')]),
    );
    ids.forEach((id, index) => expect(owners[references[index]!]).toBe(id));
  }, 120_000);

  it('sets the server fields and writes the first history entry exactly once', async () => {
    const id = newApplicationId();
    await submit(id);
    await waitFor(() => referenceOf(id), Boolean, { what: 'a reference' });
    const application = (await adminDb.doc(`${COLLECTIONS.applications}/${id}`).get()).data() ?? {};
    expect(application).toMatchObject({
      priority: 'normal',
      assignedTo: null,
      status: 'submitted',
    });
    expect(application.updatedAt).toBeDefined();

    const history = await adminDb
      .collection(`${COLLECTIONS.applications}/${id}/${SUBCOLLECTIONS.history}`)
      .get();
    expect(history.size).toBe(1);
    expect(history.docs[0]?.data()).toMatchObject({
      kind: 'created',
      from: null,
      to: 'submitted',
      by: 'applicant',
      note: null,
    });
    expect(history.docs[0]?.get('at')?.toMillis()).toBe(application.createdAt.toMillis());
  });

  it('leaves an application that already has a reference alone', async () => {
    const id = newApplicationId();
    const marker = newApplicationId();
    await submit(id, { reference: 'APP-2345AB' });
    // A second application created after it proves the trigger has had its turn at the first.
    await submit(marker);
    await waitFor(() => referenceOf(marker), Boolean, { what: 'the marker reference' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const application = (await adminDb.doc(`${COLLECTIONS.applications}/${id}`).get()).data() ?? {};
    expect(application.reference).toBe('APP-2345AB');
    expect(application.priority).toBeUndefined();
    expect(
      (
        await adminDb
          .collection(`${COLLECTIONS.applications}/${id}/${SUBCOLLECTIONS.history}`)
          .get()
      ).size,
    ).toBe(0);
  });
});
