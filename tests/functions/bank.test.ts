// The bank desk (issue 14; docs/product.md §4.14, §4.15): the public submitBankRequest (BNK-
// reference, idempotent on the browser's id, per-IP limit), the request workflow and its
// conversion into a client, the client workflow with the KYC check before activation, the KYC
// documents (checked against Storage), the commission rules and the activation commission
// trigger (once per activation, from the rule in force at the activation).
import { APPLICANT_ACTOR } from '@centre/domain/applications';
import {
  BANK_MESSAGES,
  BANK_REFERENCE_PATTERN,
  commissionIdOf,
  kycDocumentPath,
  type BankAnswer,
  type BankClientCreated,
  type BankRequestConverted,
  type BankRequestReceipt,
} from '@centre/domain/bank';
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { RATE_LIMITS, RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import { createHash } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { adminDb, createStaff, waitFor } from '../support/admin';
import {
  bankClientRef,
  bankClientState,
  bankRequestInput,
  bankRequestRef,
  commissionRef,
  readyClient,
  seedBankClient,
  seedBankRequest,
  seedKycDocument,
} from '../support/bank';
import { callFromIp } from '../support/callable-from-ip';
import { PROJECT_ID, storageEmulator } from '../support/emulators';
import {
  expectCallableError,
  expectRefusedUnchanged,
  newClient,
  useEmptyProjectPerTest,
  type Client,
  signedInStaff,
} from '../support/functions-client';
import { recordActivationCommission } from '../../functions/src/bank/on-bank-client-activated';

useEmptyProjectPerTest();

const submit = (data: unknown) => newClient().call<BankRequestReceipt>('submitBankRequest', data);
const historyOf = async (ref: DocumentReference) =>
  (await ref.collection(SUBCOLLECTIONS.history).orderBy('at').get()).docs.map((doc) => doc.data());
const dataOf = async (ref: DocumentReference) => (await ref.get()).data() ?? {};

/**
 * Bea Bank, a bank agent, signed in, and the bank client `seeded` writes, with its whole state;
 * `expectRefused` calls `name` on that client with `data` and expects the refusal with `code` and
 * `message`, the client's state unchanged.
 */
async function beaWithClient(seeded: Promise<string>) {
  const [{ user, client }, clientId] = await Promise.all([
    signedInStaff('bank_agent', { displayName: 'Bea Bank' }),
    seeded,
  ]);
  const read = () => bankClientState(clientId);
  const expectRefused = (
    name: string,
    data: Record<string, unknown>,
    code: string,
    message: string,
  ) => expectRefusedUnchanged(read, () => client.call(name, { clientId, ...data }), code, message);
  return { user, client, clientId, read, expectRefused };
}

describe('submitBankRequest', () => {
  it('answers a BNK- reference and writes the request, its history and the reservation once', async () => {
    const input = bankRequestInput({ language: 'sw' });
    const receipt = await submit(input);
    expect(receipt.requestId).toBe(input.clientRequestId);
    expect(receipt.reference).toMatch(BANK_REFERENCE_PATTERN);

    const ref = bankRequestRef(input.clientRequestId);
    const request = await dataOf(ref);
    expect(request).toMatchObject({
      reference: receipt.reference,
      name: 'Amina Wanjiru',
      phone: '+15875550123',
      email: 'amina@example.org',
      product: 'diaspora_savings',
      preferredContactTime: 'evening',
      language: 'sw',
      consent: true,
      status: 'new',
      assignedTo: null,
      clientId: null,
    });
    expect(request.statusChangedAt.toMillis()).toBe(request.createdAt.toMillis());
    const history = await historyOf(ref);
    expect(history).toEqual([
      expect.objectContaining({
        kind: 'created',
        from: null,
        to: 'new',
        by: APPLICANT_ACTOR,
        byName: 'Amina Wanjiru',
      }),
    ]);
    const reservation = await adminDb
      .doc(`${COLLECTIONS.bankRequestReferences}/${receipt.reference}`)
      .get();
    expect(reservation.get('requestId')).toBe(input.clientRequestId);

    // Sent again (the device kept it): the same reference, nothing new written.
    const before = { request: await dataOf(ref), history: await historyOf(ref) };
    await expect(submit({ ...input, name: 'Someone Else' })).resolves.toEqual(receipt);
    expect({ request: await dataOf(ref), history: await historyOf(ref) }).toEqual(before);
    expect((await adminDb.collection(COLLECTIONS.bankRequestReferences).get()).size).toBe(1);
  });

  it('keeps a number it cannot place as typed, never refusing it', async () => {
    const input = bankRequestInput({ phone: ' 0712 345678 ' });
    await submit(input);
    expect((await dataOf(bankRequestRef(input.clientRequestId))).phone).toBe('0712 345678');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['consent false', { consent: false }, BANK_MESSAGES.consent],
    ['a bad email', { email: 'amina@' }, BANK_MESSAGES.email],
    ['an unknown product', { product: 'mortgage' }, BANK_MESSAGES.product],
    ['a phone of letters', { phone: 'call me maybe' }, BANK_MESSAGES.phone],
    ['a name object', { name: { first: 'A' } }, BANK_MESSAGES.name],
  ])('refuses %s with invalid-argument and writes nothing', async (_label, change, message) => {
    await expectCallableError(
      submit({ ...bankRequestInput(), ...change }),
      'invalid-argument',
      message,
    );
    expect((await adminDb.collection(COLLECTIONS.bankRequests).get()).size).toBe(0);
  });

  it('refuses payloads that are not a request at all with invalid-argument', async () => {
    for (const data of [null, 'a/b', [], { clientRequestId: 'a/b' }]) {
      await expectCallableError(submit(data), 'invalid-argument');
    }
  });

  it(`allows ${RATE_LIMITS.bankRequestsPerIp} requests per IP in the window, then refuses`, async () => {
    const ip = '203.0.113.40';
    const first = bankRequestInput();
    await callFromIp(ip, 'submitBankRequest', first);
    for (let i = 1; i < RATE_LIMITS.bankRequestsPerIp; i += 1) {
      await callFromIp(ip, 'submitBankRequest', bankRequestInput());
    }
    await expectCallableError(
      callFromIp(ip, 'submitBankRequest', bankRequestInput()),
      'resource-exhausted',
      RATE_LIMIT_MESSAGES.tooManyBankRequests,
    );
    expect((await adminDb.collection(COLLECTIONS.bankRequests).get()).size).toBe(
      RATE_LIMITS.bankRequestsPerIp,
    );
    // A request already sent still answers its reference; another address is not limited.
    await expect(callFromIp(ip, 'submitBankRequest', first)).resolves.toMatchObject({
      requestId: first.clientRequestId,
    });
    await expect(
      callFromIp('203.0.113.41', 'submitBankRequest', bankRequestInput()),
    ).resolves.toMatchObject({ reference: expect.stringMatching(BANK_REFERENCE_PATTERN) });
  });
});

describe('the request workflow', () => {
  it('marks contacted, refuses a stale view, and closes only with a reason', async () => {
    const [{ user, client }, id] = await Promise.all([
      signedInStaff('bank_agent', { displayName: 'Bea Bank' }),
      seedBankRequest('new'),
    ]);
    const ref = bankRequestRef(id);
    await expect(
      client.call<BankAnswer>('changeBankRequestStatus', {
        requestId: id,
        to: 'contacted',
        expectedStatus: 'new',
      }),
    ).resolves.toEqual({ id, status: 'contacted', changed: true });
    expect(await historyOf(ref)).toEqual([
      expect.objectContaining({
        kind: 'status',
        from: 'new',
        to: 'contacted',
        by: user.uid,
        byName: 'Bea Bank',
      }),
    ]);
    const read = async () => ({ request: await dataOf(ref), history: await historyOf(ref) });
    const closeSeenAsNew = (note?: string) => () =>
      client.call('changeBankRequestStatus', {
        requestId: id,
        to: 'closed',
        expectedStatus: 'new',
        ...(note && { note }),
      });
    await expectRefusedUnchanged(
      read,
      closeSeenAsNew(),
      'invalid-argument',
      BANK_MESSAGES.reasonRequired,
    );
    await expectRefusedUnchanged(
      read,
      closeSeenAsNew('Not reachable'),
      'failed-precondition',
      BANK_MESSAGES.stale,
    );
    await client.call('changeBankRequestStatus', {
      requestId: id,
      to: 'closed',
      expectedStatus: 'contacted',
      note: 'Opened an account elsewhere',
    });
    expect(await dataOf(ref)).toMatchObject({ status: 'closed' });
    expect((await historyOf(ref)).at(-1)).toMatchObject({
      to: 'closed',
      note: 'Opened an account elsewhere',
    });
  });

  it('assigns to bank staff only, and adds notes under the server name', async () => {
    const [{ client }, colleague, manager, id] = await Promise.all([
      signedInStaff('agent', { displayName: 'Ade Agent' }),
      createStaff('bank_agent', { displayName: 'Bea Bank' }),
      createStaff('manager'),
      seedBankRequest('new'),
    ]);
    const ref = bankRequestRef(id);
    await expectCallableError(
      client.call('assignBankRequest', { requestId: id, assigneeId: manager.uid }),
      'failed-precondition',
      BANK_MESSAGES.assigneeNotEligible,
    );
    await expect(
      client.call('assignBankRequest', { requestId: id, assigneeId: colleague.uid }),
    ).resolves.toEqual({ id, status: 'new', changed: true });
    expect(await dataOf(ref)).toMatchObject({
      assignedTo: colleague.uid,
      assignedToName: 'Bea Bank',
    });
    expect(await historyOf(ref)).toEqual([
      expect.objectContaining({ kind: 'assignment', to: colleague.uid, toName: 'Bea Bank' }),
    ]);

    const { noteId } = await client.call<{ noteId: string }>('addBankRequestNote', {
      requestId: id,
      body: 'Prefers WhatsApp',
    });
    const note = await ref.collection(SUBCOLLECTIONS.notes).doc(noteId).get();
    expect(note.data()).toMatchObject({ body: 'Prefers WhatsApp', authorName: 'Ade Agent' });
  });
});

describe('convertBankRequest', () => {
  it('makes a prospect client from a contacted request, with both histories, once', async () => {
    const [{ user, client }, assignee] = await Promise.all([
      signedInStaff('agent', { displayName: 'Ade Agent' }),
      createStaff('bank_agent', { displayName: 'Bea Bank' }),
    ]);
    const id = await seedBankRequest('contacted', {
      assignedTo: assignee.uid,
      assignedToName: 'Bea Bank',
    });
    const converted = await client.call<BankRequestConverted>('convertBankRequest', {
      requestId: id,
      expectedStatus: 'contacted',
    });
    expect(converted.requestId).toBe(id);
    const clientRef = bankClientRef(converted.clientId);
    expect(await dataOf(clientRef)).toMatchObject({
      name: 'Amina Wanjiru',
      phone: '+15875550123',
      email: 'amina@example.org',
      countryOfResidence: 'Canada',
      products: ['foreign_currency_account'],
      status: 'prospect',
      agentId: assignee.uid,
      agentName: 'Bea Bank',
      requestId: id,
      requestReference: 'BNK-7K3Q9D',
      activationCount: 0,
      openingDepositCents: 0,
      createdBy: user.uid,
      searchTokens: expect.arrayContaining(['am', 'amina', 'wanjiru', 'aminawanjiru', '1587']),
    });
    expect(
      (await clientRef.collection(SUBCOLLECTIONS.private).doc('numbers').get()).data(),
    ).toEqual({ idNumber: '', accountNumber: '' });
    expect(await historyOf(clientRef)).toEqual([
      expect.objectContaining({
        kind: 'created',
        to: 'prospect',
        by: user.uid,
        byName: 'Ade Agent',
      }),
    ]);
    const requestRef = bankRequestRef(id);
    expect(await dataOf(requestRef)).toMatchObject({
      status: 'converted',
      clientId: converted.clientId,
    });
    expect(await historyOf(requestRef)).toEqual([
      expect.objectContaining({
        kind: 'converted',
        from: 'contacted',
        to: 'converted',
        by: user.uid,
      }),
    ]);

    await expectRefusedUnchanged(
      async () => (await adminDb.collection(COLLECTIONS.bankClients).get()).size,
      () => client.call('convertBankRequest', { requestId: id, expectedStatus: 'contacted' }),
      'failed-precondition',
      BANK_MESSAGES.alreadyConverted,
    );
  });

  it('refuses a new request and a stale view, creating no client', async () => {
    const [{ client }, fresh, contacted] = await Promise.all([
      signedInStaff('bank_agent', { displayName: 'Bea Bank' }),
      seedBankRequest('new'),
      seedBankRequest('contacted'),
    ]);
    const clients = async () => (await adminDb.collection(COLLECTIONS.bankClients).get()).size;
    await expectRefusedUnchanged(
      clients,
      () => client.call('convertBankRequest', { requestId: fresh, expectedStatus: 'new' }),
      'failed-precondition',
      BANK_MESSAGES.notAllowed,
    );
    await expectRefusedUnchanged(
      clients,
      () => client.call('convertBankRequest', { requestId: contacted, expectedStatus: 'new' }),
      'failed-precondition',
      BANK_MESSAGES.stale,
    );
    expect(await clients()).toBe(0);
  });
});

describe('bank clients', () => {
  const details = {
    name: 'Baraka Otieno',
    phone: '+254 712 345678',
    countryOfResidence: 'Canada',
    idType: 'passport',
    idNumber: 'ak 123-4567',
    products: ['money_transfer'],
  };

  it('creates with the caller as agent and keeps the full ID number private', async () => {
    const { user, client } = await signedInStaff('bank_agent', { displayName: 'Bea Bank' });
    const { clientId } = await client.call<BankClientCreated>('createBankClient', { details });
    const ref = bankClientRef(clientId);
    const stored = await dataOf(ref);
    expect(stored).toMatchObject({
      phone: '+254712345678',
      status: 'prospect',
      agentId: user.uid,
      agentName: 'Bea Bank',
      idNumberMasked: '•••••4567',
      idNumberHash: createHash('sha256').update('AK1234567').digest('hex'),
      requestId: null,
    });
    expect(stored.searchTokens).not.toContain('ak');
    expect(JSON.stringify(stored)).not.toContain('ak 123-4567');
    expect((await ref.collection(SUBCOLLECTIONS.private).doc('numbers').get()).data()).toEqual({
      idNumber: 'ak 123-4567',
      accountNumber: '',
    });

    await expect(
      client.call<BankAnswer>('updateBankClient', {
        clientId,
        details: { ...details, name: 'Baraka O. Otieno', idNumber: 'AK7654321' },
      }),
    ).resolves.toEqual({ id: clientId, status: 'prospect', changed: true });
    expect(await dataOf(ref)).toMatchObject({
      name: 'Baraka O. Otieno',
      idNumberMasked: '•••••4321',
      idNumberHash: createHash('sha256').update('AK7654321').digest('hex'),
      searchTokens: expect.arrayContaining(['ba', 'baraka', 'otieno']),
    });
    const history = await historyOf(ref);
    expect(history.at(-1)).toMatchObject({ kind: 'details', note: 'Changed: name, idNumber' });
    expect(JSON.stringify(history)).not.toContain('7654321');
    // The same details again: nothing changes.
    await expect(
      client.call<BankAnswer>('updateBankClient', {
        clientId,
        details: { ...details, name: 'Baraka O. Otieno', idNumber: 'AK7654321' },
      }),
    ).resolves.toMatchObject({ changed: false });
    expect(await historyOf(ref)).toHaveLength(history.length);

    // Staff who see the number masked leave the field empty: the stored number stays.
    await expect(
      client.call<BankAnswer>('updateBankClient', {
        clientId,
        details: { ...details, name: 'Baraka Otieno', idNumber: '' },
      }),
    ).resolves.toMatchObject({ changed: true });
    expect(await dataOf(ref)).toMatchObject({
      name: 'Baraka Otieno',
      idNumberMasked: '•••••4321',
      idNumberHash: createHash('sha256').update('AK7654321').digest('hex'),
    });
    expect(
      (await ref.collection(SUBCOLLECTIONS.private).doc('numbers').get()).get('idNumber'),
    ).toBe('AK7654321');
    expect((await historyOf(ref)).at(-1)).toMatchObject({ note: 'Changed: name' });
  });

  it('assigns a client to bank staff only', async () => {
    const [{ client }, colleague, receptionist] = await Promise.all([
      signedInStaff('bank_agent', { displayName: 'Bea Bank' }),
      createStaff('agent', { displayName: 'Ade Agent' }),
      createStaff('receptionist'),
    ]);
    const clientId = await seedBankClient('prospect', ['money_transfer']);
    await expectCallableError(
      client.call('assignBankClient', { clientId, assigneeId: receptionist.uid }),
      'failed-precondition',
      BANK_MESSAGES.assigneeNotEligible,
    );
    await client.call('assignBankClient', { clientId, assigneeId: colleague.uid });
    expect(await dataOf(bankClientRef(clientId))).toMatchObject({
      agentId: colleague.uid,
      agentName: 'Ade Agent',
    });
    expect((await historyOf(bankClientRef(clientId))).at(-1)).toMatchObject({
      kind: 'assignment',
      to: colleague.uid,
      toName: 'Ade Agent',
    });
  });

  it.each([
    ['one document missing', 'missing'],
    ['one document only uploaded', 'uploaded'],
    ['one document rejected', 'rejected'],
  ] as const)('refuses activation with %s, changing nothing', async (_label, state) => {
    const { clientId, expectRefused } = await beaWithClient(
      seedBankClient('kyc_pending', ['money_transfer']),
    );
    await seedKycDocument(clientId, 'id_front', 'verified');
    await seedKycDocument(clientId, 'id_back', 'verified');
    if (state !== 'missing') await seedKycDocument(clientId, 'photo', state);
    await expectRefused(
      'changeBankClientStatus',
      { to: 'active', expectedStatus: 'kyc_pending', openingDepositCents: 10_000 },
      'failed-precondition',
      BANK_MESSAGES.kycIncomplete,
    );
  });

  it('activates once every document is verified, keeping the numbers private', async () => {
    const { client, clientId } = await beaWithClient(readyClient(['money_transfer']));
    await expect(
      client.call<BankAnswer>('changeBankClientStatus', {
        clientId,
        to: 'active',
        expectedStatus: 'kyc_pending',
        openingDepositCents: 50_000,
        accountNumber: '0180-29381',
      }),
    ).resolves.toEqual({ id: clientId, status: 'active', changed: true });
    const { client: stored, numbers, history } = await bankClientState(clientId);
    expect(stored).toMatchObject({
      status: 'active',
      activationCount: 1,
      openingDepositCents: 50_000,
      accountNumberMasked: '•••••9381',
    });
    expect(stored?.activatedAt.toMillis()).toBe(stored?.updatedAt.toMillis());
    expect(numbers).toEqual({ idNumber: '', accountNumber: '0180-29381' });
    expect(history).toEqual([expect.objectContaining({ kind: 'status', to: 'active' })]);
  });

  it('refuses a move outside the table and a decline without a reason', async () => {
    const { expectRefused } = await beaWithClient(
      readyClient(['money_transfer'], { status: 'prospect' }),
    );
    await expectRefused(
      'changeBankClientStatus',
      { to: 'active', expectedStatus: 'prospect' },
      'failed-precondition',
      BANK_MESSAGES.notAllowed,
    );
    await expectRefused(
      'changeBankClientStatus',
      { to: 'declined', expectedStatus: 'prospect' },
      'invalid-argument',
      BANK_MESSAGES.reasonRequired,
    );
  });
});

describe.skipIf(!storageEmulator.available)(
  `KYC documents${storageEmulator.available ? '' : ` (skipped: ${storageEmulator.reason})`}`,
  () => {
    const bucket = getStorage().bucket(`${PROJECT_ID}.appspot.com`);
    const PDF = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

    it('records an uploaded file, refusing a missing one and a kind not on the checklist', async () => {
      const { user, client, clientId, read, expectRefused } = await beaWithClient(
        seedBankClient('kyc_pending', ['money_transfer']),
      );
      await expectRefused(
        'recordBankClientDocument',
        { kind: 'photo', fileName: 'none.pdf' },
        'failed-precondition',
        BANK_MESSAGES.fileMissing,
      );
      await bucket
        .file(kycDocumentPath(clientId, 'tax_pin', 'pin.pdf'))
        .save(PDF, { contentType: 'application/pdf', resumable: false });
      await expectRefused(
        'recordBankClientDocument',
        { kind: 'tax_pin', fileName: 'pin.pdf' },
        'failed-precondition',
        BANK_MESSAGES.documentNotRequired,
      );

      const path = kycDocumentPath(clientId, 'photo', 'photo-1.pdf');
      await bucket.file(path).save(PDF, { contentType: 'application/pdf', resumable: false });
      await client.call('recordBankClientDocument', {
        clientId,
        kind: 'photo',
        fileName: 'photo-1.pdf',
      });
      const { documents, history, client: stored } = await read();
      expect(documents).toEqual([
        expect.objectContaining({
          kind: 'photo',
          status: 'uploaded',
          storagePath: path,
          contentType: 'application/pdf',
          size: PDF.length,
          uploadedBy: user.uid,
          uploadedByName: 'Bea Bank',
          reviewedBy: null,
        }),
      ]);
      expect(history).toEqual([
        expect.objectContaining({ kind: 'document', from: null, to: 'uploaded' }),
      ]);
      // Recording a document never moves the client.
      expect(stored?.status).toBe('kyc_pending');

      await client.call('reviewBankClientDocument', {
        clientId,
        kind: 'photo',
        decision: 'verified',
      });
      expect((await read()).documents[0]).toMatchObject({
        status: 'verified',
        reviewedBy: user.uid,
        reviewedByName: 'Bea Bank',
      });
      await expectCallableError(
        client.call('reviewBankClientDocument', {
          clientId,
          kind: 'photo',
          decision: 'rejected',
          reason: 'Blurred',
        }),
        'failed-precondition',
        BANK_MESSAGES.documentNotUploaded,
      );
      await expectCallableError(
        client.call('reviewBankClientDocument', {
          clientId,
          kind: 'id_front',
          decision: 'verified',
        }),
        'failed-precondition',
        BANK_MESSAGES.documentNotFound,
      );
    });
  },
);

describe('commissions', () => {
  /** Activates `clientId` through the callable and waits for the trigger's commission. */
  async function activate(client: Client, clientId: string, openingDepositCents = 0) {
    await client.call('changeBankClientStatus', {
      clientId,
      to: 'active',
      expectedStatus: 'kyc_pending',
      openingDepositCents,
    });
    const snapshot = await waitFor(
      () => commissionRef(commissionIdOf(clientId, 1)).get(),
      (found) => found.exists,
      { what: `the commission of ${clientId}` },
    );
    return snapshot.data() ?? {};
  }

  it('writes one commission per activation, however often the trigger runs', async () => {
    const [{ client }, agent] = await Promise.all([
      signedInStaff('bank_agent', { displayName: 'Bea Bank' }),
      createStaff('agent', { displayName: 'Ade Agent' }),
    ]);
    const clientId = await readyClient(['diaspora_savings', 'foreign_currency_account'], {
      agentId: agent.uid,
      agentName: 'Ade Agent',
    });
    const commission = await activate(client, clientId, 80_000);
    expect(commission).toMatchObject({
      agentId: agent.uid,
      agentName: 'Ade Agent',
      clientId,
      clientName: 'Baraka Otieno',
      products: ['diaspora_savings', 'foreign_currency_account'],
      // The default rules: 25.00 flat, and 1 % of 800.00.
      amountCents: 2500 + 800,
      currency: 'CAD',
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      lines: [
        { product: 'diaspora_savings', amountCents: 2500 },
        { product: 'foreign_currency_account', amountCents: 800 },
      ],
    });
    const stored = await dataOf(bankClientRef(clientId));
    expect(commission.earnedAt.toMillis()).toBe(stored.activatedAt.toMillis());

    // The same event again (a retry), twice: nothing new.
    expect(await recordActivationCommission(clientId, stored)).toBe(false);
    expect(await recordActivationCommission(clientId, stored)).toBe(false);
    const all = await adminDb.collection(COLLECTIONS.commissions).get();
    expect(all.docs.map((doc) => doc.id)).toEqual([commissionIdOf(clientId, 1)]);
    expect(all.docs[0]?.data()).toEqual(commission);
  });

  it('applies a changed rule only to later activations', async () => {
    const [{ client }, { client: adminClient }] = await Promise.all([
      signedInStaff('bank_agent', { displayName: 'Bea Bank' }),
      signedInStaff('admin', { displayName: 'Ann Admin' }),
    ]);
    const [first, second] = await Promise.all([
      readyClient(['diaspora_savings']),
      readyClient(['diaspora_savings']),
    ]);
    expect((await activate(client, first)).amountCents).toBe(2500);

    await adminClient.call('setCommissionRule', {
      product: 'diaspora_savings',
      kind: 'flat',
      amountCents: 4000,
    });
    const rule = await adminDb.doc(`${COLLECTIONS.commissionRules}/diaspora_savings`).get();
    expect(rule.data()).toMatchObject({
      kind: 'flat',
      amountCents: 4000,
      updatedByName: 'Ann Admin',
    });
    const versions = await rule.ref.collection(SUBCOLLECTIONS.versions).get();
    expect(versions.docs.map((doc) => doc.data())).toEqual([rule.data()]);

    expect((await activate(client, second)).amountCents).toBe(4000);
    expect((await dataOf(commissionRef(commissionIdOf(first, 1)))).amountCents).toBe(2500);

    // Recomputed now for the first activation: still the rule in force at that activation.
    await commissionRef(commissionIdOf(first, 1)).delete();
    expect(await recordActivationCommission(first, await dataOf(bankClientRef(first)))).toBe(true);
    expect((await dataOf(commissionRef(commissionIdOf(first, 1)))).amountCents).toBe(2500);
  });
});

describe('who may work the desk', () => {
  it.each(['equity', 'manager', 'receptionist'] as const)(
    'refuses %s on every bank callable it tries',
    async (role) => {
      const [{ client }, requestId, clientId] = await Promise.all([
        signedInStaff(role, { displayName: 'Not Bank' }),
        seedBankRequest('new'),
        seedBankClient('prospect', ['money_transfer']),
      ]);
      const read = async () => ({
        request: await dataOf(bankRequestRef(requestId)),
        client: await bankClientState(clientId),
      });
      const calls: [string, unknown][] = [
        ['changeBankRequestStatus', { requestId, to: 'contacted', expectedStatus: 'new' }],
        ['addBankRequestNote', { requestId, body: 'Hello' }],
        ['changeBankClientStatus', { clientId, to: 'kyc_pending', expectedStatus: 'prospect' }],
        ['addBankClientNote', { clientId, body: 'Hello' }],
        ['setCommissionRule', { product: 'money_transfer', kind: 'flat', amountCents: 1 }],
      ];
      for (const [name, data] of calls) {
        await expectRefusedUnchanged(read, () => client.call(name, data), 'permission-denied');
      }
    },
  );

  it.each(['agent', 'bank_agent'] as const)('lets %s work the desk', async (role) => {
    const [{ client }, clientId] = await Promise.all([
      signedInStaff(role, { displayName: 'Bank Staff' }),
      seedBankClient('prospect', ['money_transfer']),
    ]);
    await expect(
      client.call('changeBankClientStatus', {
        clientId,
        to: 'kyc_pending',
        expectedStatus: 'prospect',
      }),
    ).resolves.toEqual({ id: clientId, status: 'kyc_pending', changed: true });
  });

  it('lets only an administrator set commission rules', async () => {
    const { client } = await signedInStaff('bank_agent', { displayName: 'Bea Bank' });
    await expectCallableError(
      client.call('setCommissionRule', { product: 'money_transfer', kind: 'flat', amountCents: 1 }),
      'permission-denied',
      BANK_MESSAGES.ruleNotPermitted,
    );
    expect((await adminDb.collection(COLLECTIONS.commissionRules).get()).size).toBe(0);
  });
});
