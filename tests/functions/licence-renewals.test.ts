// Licence renewals (issue 13, items 4-6; docs/product.md §4.13): the onLicenceRenewalCreated
// trigger (LIC- reference, first history entry, once), the workflow callables
// changeLicenceRenewalStatus, assignLicenceRenewal and addLicenceRenewalNote (admin and manager
// only: manage_license_renewals AND the page's roles), the public status check with a LIC-
// reference, the receipt and the upload grant of a renewal. The rules deny every client write of
// a renewal (tests/rules/licence-renewals.rules.test.ts).
import { APPLICATION_MESSAGES, type ApplicationReceipt } from '@centre/domain/applications';
import type { ApplicationStatusAnswer } from '@centre/domain/applications';
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  LICENCE_REFERENCE_PATTERN,
  LICENCE_RENEWAL_MESSAGES,
  LICENCE_RENEWAL_STATUSES,
  LICENCE_RENEWAL_TRANSITIONS,
  type LicenceRenewalStatus,
} from '@centre/domain/licence-renewals';
import type { Role } from '@centre/domain/roles';
import type { UploadGrant } from '@centre/domain/upload-grants';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, createStaff, waitFor } from '../support/admin';
import {
  useEmptyProjectPerTest,
  expectCallableError,
  expectRefusedUnchanged,
  newClient,
  signedInClient,
  signedInStaff,
} from '../support/functions-client';
import {
  APPLICANT_DATE_OF_BIRTH,
  newRenewalId,
  publicLicenceRenewal,
} from '../support/licence-renewals';

useEmptyProjectPerTest();

const renewalRef = (id: string) => adminDb.collection(COLLECTIONS.licenceRenewals).doc(id);
const read = async (id: string) => (await renewalRef(id).get()).data() ?? {};
const historyOf = async (id: string): Promise<DocumentData[]> =>
  (await renewalRef(id).collection(SUBCOLLECTIONS.history).orderBy('at').get()).docs.map((d) =>
    d.data(),
  );
const workflowEntries = async (id: string) =>
  (await historyOf(id)).filter((entry) => entry.kind !== 'created');
const snapshotOf = async (id: string) => ({
  renewal: await read(id),
  history: await workflowEntries(id),
});

/** A request as the public form sends it, once onLicenceRenewalCreated has given its reference. */
async function sent(): Promise<{ id: string; reference: string }> {
  const id = newRenewalId();
  await renewalRef(id).set({
    ...publicLicenceRenewal(id),
    createdAt: FieldValue.serverTimestamp(),
  });
  const reference = await waitFor(
    async () => (await read(id)).reference as string | undefined,
    Boolean,
    { what: 'a LIC- reference' },
  );
  return { id, reference: reference as string };
}

/** A renewal already at `status`, as the workflow would have left it. */
async function seededAt(status: LicenceRenewalStatus, statusNote = '') {
  const renewal = await sent();
  await renewalRef(renewal.id).update({ status, statusNote });
  return renewal;
}

const ALLOWED_MOVES = LICENCE_RENEWAL_STATUSES.flatMap((from) =>
  LICENCE_RENEWAL_TRANSITIONS[from].map((to) => ({ from, to })),
);
const noteFor = (to: LicenceRenewalStatus) =>
  to === 'awaiting_client'
    ? 'Please send a clearer photo of the back of your licence.'
    : to === 'rejected'
      ? 'The licence was issued by a country we do not serve.'
      : '';

const checkStatus = (data: unknown) =>
  newClient().call<ApplicationStatusAnswer>('checkApplicationStatus', data);

describe('onLicenceRenewalCreated', () => {
  it('gives a LIC- reference, the clock and one created history entry, reserved once', async () => {
    const { id, reference } = await sent();
    expect(reference).toMatch(LICENCE_REFERENCE_PATTERN);
    const renewal = await read(id);
    expect(renewal).toMatchObject({
      status: 'submitted',
      assignedTo: null,
      assignedToName: null,
      statusNote: '',
    });
    expect(renewal.statusChangedAt.toMillis()).toBe(renewal.createdAt.toMillis());
    const history = await historyOf(id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: 'created', from: null, to: 'submitted' });
    const reservation = await adminDb
      .doc(`${COLLECTIONS.licenceRenewalReferences}/${reference}`)
      .get();
    expect(reservation.get('renewalId')).toBe(id);
    // Nothing under applications/: a renewal is not an application.
    expect((await adminDb.collection(COLLECTIONS.applicationReferences).get()).size).toBe(0);
  });
});

describe('changeLicenceRenewalStatus', () => {
  it.each(ALLOWED_MOVES)(
    'moves $from -> $to with statusChangedAt, statusNote and one history entry',
    async ({ from, to }) => {
      const [{ user: manager, client }, { id }] = await Promise.all([
        signedInStaff('manager', { displayName: 'Mary Manager' }),
        seededAt(from, from === 'awaiting_client' ? 'Old message' : ''),
      ]);
      const note = noteFor(to);
      await expect(
        client.call('changeLicenceRenewalStatus', {
          renewalId: id,
          to,
          expectedStatus: from,
          ...(note && { note }),
        }),
      ).resolves.toEqual({ renewalId: id, status: to, changed: true });

      const renewal = await read(id);
      expect(renewal).toMatchObject({ status: to, updatedBy: manager.uid, statusNote: note });
      expect(renewal.statusChangedAt.toMillis()).toBe(renewal.updatedAt.toMillis());
      const entries = await workflowEntries(id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        kind: 'status',
        from,
        to,
        by: manager.uid,
        byName: 'Mary Manager',
        note: note || null,
      });
      expect(entries[0]?.at.toMillis()).toBe(renewal.updatedAt.toMillis());
    },
  );

  it.each([
    ['submitted', 'sent_to_authority'],
    ['in_review', 'completed'],
    ['ready_for_collection', 'rejected'],
    ['completed', 'in_review'],
    ['rejected', 'in_review'],
  ] as const)('refuses the move %s -> %s (failed-precondition)', async (from, to) => {
    const [admin, { id }] = await Promise.all([createStaff('admin'), seededAt(from)]);
    await expectRefusedUnchanged(
      () => snapshotOf(id),
      async () =>
        (await signedInClient(admin)).call('changeLicenceRenewalStatus', {
          renewalId: id,
          to,
          expectedStatus: from,
          note: 'A note',
        }),
      'failed-precondition',
      LICENCE_RENEWAL_MESSAGES.notAllowed,
    );
  });

  it('refuses a stale expectedStatus (failed-precondition), changing nothing', async () => {
    const [manager, { id }] = await Promise.all([createStaff('manager'), seededAt('in_review')]);
    await expectRefusedUnchanged(
      () => snapshotOf(id),
      async () =>
        (await signedInClient(manager)).call('changeLicenceRenewalStatus', {
          renewalId: id,
          to: 'sent_to_authority',
          expectedStatus: 'submitted',
        }),
      'failed-precondition',
      LICENCE_RENEWAL_MESSAGES.stale,
    );
  });

  it.each(['awaiting_client', 'rejected'] as const)(
    'requires a note to move to %s (invalid-argument)',
    async (to) => {
      const [manager, { id }] = await Promise.all([createStaff('manager'), seededAt('in_review')]);
      await expectCallableError(
        (await signedInClient(manager)).call('changeLicenceRenewalStatus', {
          renewalId: id,
          to,
          expectedStatus: 'in_review',
          note: '   ',
        }),
        'invalid-argument',
        LICENCE_RENEWAL_MESSAGES.noteRequired,
      );
      expect((await read(id)).status).toBe('in_review');
    },
  );

  it('treats a retried call as done, and answers not-found for an unknown renewal', async () => {
    const [{ client }, { id }] = await Promise.all([signedInStaff('manager'), sent()]);
    const move = { renewalId: id, to: 'in_review', expectedStatus: 'submitted' };
    await client.call('changeLicenceRenewalStatus', move);
    await expect(client.call('changeLicenceRenewalStatus', move)).resolves.toEqual({
      renewalId: id,
      status: 'in_review',
      changed: false,
    });
    expect((await workflowEntries(id)).map((entry) => entry.to)).toEqual(['in_review']);
    await expectCallableError(
      client.call('changeLicenceRenewalStatus', { ...move, renewalId: newRenewalId() }),
      'not-found',
      LICENCE_RENEWAL_MESSAGES.notFound,
    );
  });
});

describe('the licence renewal callables: who may call them', () => {
  const calls = (id: string, assigneeId: string) => ({
    changeLicenceRenewalStatus: { renewalId: id, to: 'in_review', expectedStatus: 'submitted' },
    assignLicenceRenewal: { renewalId: id, assigneeId },
    addLicenceRenewalNote: { renewalId: id, body: 'Checked the licence copy.' },
  });

  it('refuses an agent (the permission without the page) and a receptionist, changing nothing', async () => {
    const [{ id }, agent, receptionist, manager] = await Promise.all([
      sent(),
      createStaff('agent'),
      createStaff('receptionist'),
      createStaff('manager'),
    ]);
    const before = await snapshotOf(id);
    const [agentClient, receptionistClient] = await Promise.all([
      signedInClient(agent),
      signedInClient(receptionist),
    ]);
    for (const [name, data] of Object.entries(calls(id, manager.uid))) {
      await expectCallableError(
        agentClient.call(name, data),
        'permission-denied',
        LICENCE_RENEWAL_MESSAGES.notPermitted,
      );
      await expectCallableError(receptionistClient.call(name, data), 'permission-denied');
      await expectCallableError(newClient().call(name, data), 'unauthenticated');
    }
    expect(await snapshotOf(id)).toEqual(before);
    expect((await renewalRef(id).collection(SUBCOLLECTIONS.notes).get()).size).toBe(0);
  });

  it.each(['manager', 'admin'] as Role[])('lets a %s make every call', async (role) => {
    const [{ id }, caller, assignee] = await Promise.all([
      sent(),
      createStaff(role),
      createStaff('agent'),
    ]);
    const client = await signedInClient(caller);
    for (const [name, data] of Object.entries(calls(id, assignee.uid))) {
      await expect(client.call(name, data)).resolves.toBeTruthy();
    }
    expect(await read(id)).toMatchObject({ status: 'in_review', assignedTo: assignee.uid });
  });

  it('refuses malformed payloads (invalid-argument)', async () => {
    const [{ id }, manager] = await Promise.all([sent(), createStaff('manager')]);
    const client = await signedInClient(manager);
    const malformed: [string, unknown][] = [
      [
        'changeLicenceRenewalStatus',
        { renewalId: id, to: 'approved', expectedStatus: 'submitted' },
      ],
      ['changeLicenceRenewalStatus', { renewalId: id, to: 'in_review' }],
      [
        'changeLicenceRenewalStatus',
        { renewalId: '', to: 'in_review', expectedStatus: 'submitted' },
      ],
      ['assignLicenceRenewal', { renewalId: id }],
      ['assignLicenceRenewal', { renewalId: id, assigneeId: 7 }],
      ['addLicenceRenewalNote', { renewalId: id, body: '' }],
      ['addLicenceRenewalNote', { renewalId: id, body: 'x', authorName: 'Someone' }],
    ];
    for (const [name, data] of malformed) {
      await expectCallableError(client.call(name, data), 'invalid-argument');
    }
  });
});

describe('assignLicenceRenewal', () => {
  it('assigns with both names from the server, reassigns and unassigns, with history', async () => {
    const [{ id }, manager, first, second] = await Promise.all([
      sent(),
      createStaff('manager', { displayName: 'Mary Manager' }),
      createStaff('agent', { displayName: 'Amani Agent' }),
      createStaff('manager', { displayName: 'Baraka Manager' }),
    ]);
    const client = await signedInClient(manager);
    await expect(
      client.call('assignLicenceRenewal', { renewalId: id, assigneeId: first.uid }),
    ).resolves.toEqual({ renewalId: id, status: 'submitted', changed: true });
    await client.call('assignLicenceRenewal', { renewalId: id, assigneeId: second.uid });
    await expect(
      client.call('assignLicenceRenewal', { renewalId: id, assigneeId: second.uid }),
    ).resolves.toEqual({ renewalId: id, status: 'submitted', changed: false });
    await client.call('assignLicenceRenewal', { renewalId: id, assigneeId: null });

    expect(await read(id)).toMatchObject({
      assignedTo: null,
      assignedToName: null,
      updatedBy: manager.uid,
    });
    const entries = await workflowEntries(id);
    expect(
      entries.map(({ kind, from, to, fromName, toName, byName }) => ({
        kind,
        from,
        to,
        fromName,
        toName,
        byName,
      })),
    ).toEqual([
      {
        kind: 'assignment',
        from: null,
        to: first.uid,
        fromName: null,
        toName: 'Amani Agent',
        byName: 'Mary Manager',
      },
      {
        kind: 'assignment',
        from: first.uid,
        to: second.uid,
        fromName: 'Amani Agent',
        toName: 'Baraka Manager',
        byName: 'Mary Manager',
      },
      {
        kind: 'assignment',
        from: second.uid,
        to: null,
        fromName: 'Baraka Manager',
        toName: null,
        byName: 'Mary Manager',
      },
    ]);
  });

  it('refuses an unknown user, a receptionist and an inactive member of staff', async () => {
    const [{ id }, manager, receptionist, inactive] = await Promise.all([
      sent(),
      createStaff('manager'),
      createStaff('receptionist'),
      createStaff('agent', { status: 'inactive', isActive: false }),
    ]);
    const client = await signedInClient(manager);
    const before = await snapshotOf(id);
    await expectCallableError(
      client.call('assignLicenceRenewal', { renewalId: id, assigneeId: 'nobody-uid' }),
      'not-found',
      LICENCE_RENEWAL_MESSAGES.assigneeNotFound,
    );
    for (const assignee of [receptionist, inactive]) {
      await expectCallableError(
        client.call('assignLicenceRenewal', { renewalId: id, assigneeId: assignee.uid }),
        'failed-precondition',
        LICENCE_RENEWAL_MESSAGES.assigneeNotEligible,
      );
    }
    expect(await snapshotOf(id)).toEqual(before);
  });
});

describe('addLicenceRenewalNote', () => {
  it('writes the note with the author from the server', async () => {
    const [{ id }, admin] = await Promise.all([
      sent(),
      createStaff('admin', { displayName: 'Asha Admin' }),
    ]);
    const answer = await (
      await signedInClient(admin)
    ).call<{ noteId: string }>('addLicenceRenewalNote', {
      renewalId: id,
      body: '  Client phoned; sending the photo tomorrow.  ',
    });
    const note = await renewalRef(id).collection(SUBCOLLECTIONS.notes).doc(answer.noteId).get();
    expect(note.data()).toMatchObject({
      body: 'Client phoned; sending the photo tomorrow.',
      authorId: admin.uid,
      authorName: 'Asha Admin',
    });
  });
});

describe('the public side of a licence renewal', () => {
  it('checks the status with a LIC- reference: the status, and the message while awaiting the client', async () => {
    const [{ id, reference }, manager] = await Promise.all([sent(), createStaff('manager')]);
    const first = await checkStatus({ reference, dateOfBirth: APPLICANT_DATE_OF_BIRTH });
    expect(first).toMatchObject({ found: true, kind: 'licence_renewal', status: 'submitted' });
    expect(first.message).toBeUndefined();

    const client = await signedInClient(manager);
    const message = 'Please send a passport photo on a plain background.';
    await client.call('changeLicenceRenewalStatus', {
      renewalId: id,
      to: 'in_review',
      expectedStatus: 'submitted',
    });
    await client.call('changeLicenceRenewalStatus', {
      renewalId: id,
      to: 'awaiting_client',
      expectedStatus: 'in_review',
      note: message,
    });
    const awaiting = await checkStatus({
      reference: ` ${reference.toLowerCase()} `,
      dateOfBirth: APPLICANT_DATE_OF_BIRTH,
    });
    expect(awaiting).toMatchObject({
      found: true,
      kind: 'licence_renewal',
      status: 'awaiting_client',
      message,
    });

    await client.call('changeLicenceRenewalStatus', {
      renewalId: id,
      to: 'in_review',
      expectedStatus: 'awaiting_client',
    });
    const back = await checkStatus({ reference, dateOfBirth: APPLICANT_DATE_OF_BIRTH });
    expect(back).toMatchObject({ found: true, status: 'in_review' });
    expect(back.message).toBeUndefined();
  });

  it('answers a wrong date of birth, or an unknown LIC- reference, with found: false', async () => {
    const { reference } = await sent();
    expect(await checkStatus({ reference, dateOfBirth: '1991-04-12' })).toEqual({ found: false });
    expect(
      await checkStatus({ reference: 'LIC-4R7K2W', dateOfBirth: APPLICANT_DATE_OF_BIRTH }),
    ).toEqual({ found: false });
  });

  it('gives the receipt of a renewal from its collection', async () => {
    const { id, reference } = await sent();
    const receipt = await newClient().call<ApplicationReceipt>('getApplicationReceipt', {
      applicationId: id,
      collection: COLLECTIONS.licenceRenewals,
    });
    expect(receipt).toMatchObject({ reference, status: 'submitted' });
    // The same id is not an application.
    await expectCallableError(
      newClient().call('getApplicationReceipt', { applicationId: id }),
      'not-found',
      APPLICATION_MESSAGES.applicationNotFound,
    );
  });

  it('grants uploads for a renewal folder until the renewal is sent', async () => {
    const id = newRenewalId();
    const grant = await newClient().call<UploadGrant>('requestUploadGrant', {
      applicationId: id,
      collection: COLLECTIONS.licenceRenewals,
    });
    expect(grant.applicationId).toBe(id);
    const stored = await adminDb.doc(`${COLLECTIONS.uploadGrants}/${id}`).get();
    expect(stored.get('collection')).toBe(COLLECTIONS.licenceRenewals);

    await renewalRef(id).set({
      ...publicLicenceRenewal(id),
      createdAt: FieldValue.serverTimestamp(),
    });
    await expectCallableError(
      newClient().call('requestUploadGrant', {
        applicationId: id,
        collection: COLLECTIONS.licenceRenewals,
      }),
      'failed-precondition',
    );
  });
});
