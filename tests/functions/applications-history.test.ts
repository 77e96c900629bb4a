import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, createStaff, waitFor } from '../support/admin';
import { newApplicationId, publicApplication } from '../support/applications';
import { clearProject } from '../support/emulator-reset';

beforeEach(clearProject);

/** A submitted application once onApplicationCreated has given it its reference. */
async function submitted(): Promise<string> {
  const id = newApplicationId();
  await adminDb
    .doc(`applications/${id}`)
    .set({ ...publicApplication(id), createdAt: FieldValue.serverTimestamp() });
  await waitFor(
    async () => (await adminDb.doc(`applications/${id}`).get()).get('reference'),
    Boolean,
    { what: 'a reference' },
  );
  return id;
}

const historyOf = async (id: string) =>
  (await adminDb.collection(`applications/${id}/history`).get()).docs.map((d) => d.data());

/** What a staff member's client writes (the rules demand updatedBy and updatedAt). */
const staffWrite = (id: string, uid: string, fields: DocumentData) =>
  adminDb.doc(`applications/${id}`).update({
    ...fields,
    updatedBy: uid,
    updatedAt: FieldValue.serverTimestamp(),
  });

describe('onApplicationUpdated', () => {
  it('writes exactly one history entry for a status change, with the note, and stamps it', async () => {
    const [manager, id] = await Promise.all([createStaff('manager'), submitted()]);
    await staffWrite(id, manager.uid, { status: 'in_review', statusNote: 'Documents complete.' });
    const history = await waitFor(
      () => historyOf(id),
      (entries) => entries.some((e) => e.kind === 'status'),
      { what: 'a status history entry' },
    );
    const application = await waitFor(
      async () => (await adminDb.doc(`applications/${id}`).get()).data() ?? {},
      (data) => data.statusChangedAt !== undefined && data.statusNote === undefined,
      { what: 'statusChangedAt set and statusNote consumed' },
    );
    // Removing statusNote is itself an update; it must not add an entry.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const entries = (await historyOf(id)).filter((e) => e.kind === 'status');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'status',
      from: 'submitted',
      to: 'in_review',
      by: manager.uid,
      byName: manager.record.displayName,
      note: 'Documents complete.',
    });
    expect(entries[0]?.at.toMillis()).toBe(application.updatedAt.toMillis());
    expect(application.statusChangedAt.toMillis()).toBe(application.updatedAt.toMillis());
    expect(history.filter((e) => e.kind === 'created')).toHaveLength(1);
  });

  it('records an assignment with both names, and a later status change without a note', async () => {
    const [agent, manager, id] = await Promise.all([
      createStaff('agent'),
      createStaff('manager'),
      submitted(),
    ]);
    await staffWrite(id, manager.uid, { assignedTo: agent.uid, assignedToName: 'Agent A' });
    await waitFor(
      () => historyOf(id),
      (entries) => entries.some((e) => e.kind === 'assignment'),
      { what: 'an assignment entry' },
    );
    await staffWrite(id, agent.uid, { status: 'in_review' });
    const history = await waitFor(
      () => historyOf(id),
      (entries) => entries.some((e) => e.kind === 'status'),
      { what: 'a status entry' },
    );
    expect(history.find((e) => e.kind === 'assignment')).toMatchObject({
      from: null,
      to: agent.uid,
      toName: 'Agent A',
      by: manager.uid,
      byName: manager.record.displayName,
    });
    expect(history.find((e) => e.kind === 'status')).toMatchObject({
      from: 'submitted',
      to: 'in_review',
      by: agent.uid,
      note: null,
    });
  });

  it('writes nothing for a change of priority only', async () => {
    const [manager, id] = await Promise.all([createStaff('manager'), submitted()]);
    await staffWrite(id, manager.uid, { priority: 'urgent' });
    // Then a status change, whose entry shows the trigger has run past the priority change.
    await staffWrite(id, manager.uid, { status: 'withdrawn' });
    await waitFor(
      () => historyOf(id),
      (entries) => entries.some((e) => e.kind === 'status'),
      { what: 'a status entry' },
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await historyOf(id)).map((e) => e.kind).sort()).toEqual(['created', 'status']);
  });
});
