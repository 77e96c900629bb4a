// The bank desk (issue 14) for the functions suites: requests and clients as the callables leave
// them, seeded straight with the Admin SDK so that each test starts at the step it is about.
import {
  BANK_CLIENT_NUMBERS_DOC,
  requiredKycDocuments,
  type BankClientStatus,
  type BankProduct,
  type BankRequestStatus,
  type KycDocumentStatus,
  type SubmitBankRequestInput,
} from '@centre/domain/bank';
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { FieldValue } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { adminDb } from './admin';

export const bankRequestRef = (id: string) => adminDb.collection(COLLECTIONS.bankRequests).doc(id);
export const bankClientRef = (id: string) => adminDb.collection(COLLECTIONS.bankClients).doc(id);
export const commissionRef = (id: string) => adminDb.collection(COLLECTIONS.commissions).doc(id);

/** The /banking form, complete (a fresh clientRequestId each time). */
export function bankRequestInput(
  overrides: Partial<SubmitBankRequestInput> = {},
): SubmitBankRequestInput {
  return {
    clientRequestId: randomUUID(),
    name: 'Amina Wanjiru',
    phone: '+1 587 555 0123',
    email: 'Amina@Example.org',
    countryOfResidence: 'Canada',
    product: 'diaspora_savings',
    preferredContactTime: 'evening',
    consent: true,
    language: 'en',
    ...overrides,
  };
}

/** A request at `status`, as submitBankRequest and the workflow leave it. */
export async function seedBankRequest(
  status: BankRequestStatus,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const id = randomUUID();
  const now = FieldValue.serverTimestamp();
  await bankRequestRef(id).set({
    reference: 'BNK-7K3Q9D',
    name: 'Amina Wanjiru',
    phone: '+15875550123',
    email: 'amina@example.org',
    countryOfResidence: 'Canada',
    product: 'foreign_currency_account',
    preferredContactTime: 'evening',
    language: 'sw',
    consent: true,
    status,
    assignedTo: null,
    assignedToName: null,
    clientId: null,
    createdAt: now,
    updatedAt: now,
    statusChangedAt: now,
    ...overrides,
  });
  return id;
}

/** bankClients/{id} as createBankClient and the workflow leave it, at `status`. */
export function bankClientFields(
  status: BankClientStatus,
  products: BankProduct[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = FieldValue.serverTimestamp();
  return {
    name: 'Baraka Otieno',
    phone: '+15875550199',
    email: null,
    countryOfResidence: 'Canada',
    address: '',
    idType: null,
    idNumberMasked: null,
    accountNumberMasked: null,
    idNumberHash: null,
    products,
    status,
    agentId: null,
    agentName: null,
    requestId: null,
    requestReference: null,
    activationCount: 0,
    activatedAt: null,
    openingDepositCents: 0,
    searchTokens: ['ba', 'bar'],
    createdAt: now,
    createdBy: 'test',
    updatedAt: now,
    statusChangedAt: now,
    ...overrides,
  };
}

/** A client at `status` with `products` (and its empty private numbers). */
export async function seedBankClient(
  status: BankClientStatus,
  products: BankProduct[],
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const ref = adminDb.collection(COLLECTIONS.bankClients).doc();
  await ref.set(bankClientFields(status, products, overrides));
  await ref
    .collection(SUBCOLLECTIONS.private)
    .doc(BANK_CLIENT_NUMBERS_DOC)
    .set({ idNumber: '', accountNumber: '' });
  return ref.id;
}

/** documents/{kind} of a client at `status` (as recordBankClientDocument and the review leave it). */
export async function seedKycDocument(
  clientId: string,
  kind: string,
  status: KycDocumentStatus,
): Promise<void> {
  await bankClientRef(clientId)
    .collection(SUBCOLLECTIONS.documents)
    .doc(kind)
    .set({
      kind,
      status,
      storagePath: `bankClients/${clientId}/${kind}/scan.pdf`,
      fileName: 'scan.pdf',
      contentType: 'application/pdf',
      size: 1000,
      uploadedBy: 'test',
      uploadedByName: 'Test',
      uploadedAt: FieldValue.serverTimestamp(),
      reviewedBy: status === 'uploaded' ? null : 'test',
      reviewedByName: status === 'uploaded' ? null : 'Test',
      reviewedAt: status === 'uploaded' ? null : FieldValue.serverTimestamp(),
      rejectionReason: status === 'rejected' ? 'Blurred' : null,
    });
}

/** Every document the client's products need, verified. */
export async function verifyAllDocuments(clientId: string, products: BankProduct[]) {
  await Promise.all(
    requiredKycDocuments(products).map((kind) => seedKycDocument(clientId, kind, 'verified')),
  );
}

/** A client ready to activate: kyc_pending, every document verified. */
export async function readyClient(
  products: BankProduct[],
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const id = await seedBankClient('kyc_pending', products, overrides);
  await verifyAllDocuments(id, products);
  return id;
}

/** The client and its history and numbers: what a refused call must leave as it was. */
export async function bankClientState(clientId: string) {
  const ref = bankClientRef(clientId);
  const [client, history, numbers, documents] = await Promise.all([
    ref.get(),
    ref.collection(SUBCOLLECTIONS.history).get(),
    ref.collection(SUBCOLLECTIONS.private).doc(BANK_CLIENT_NUMBERS_DOC).get(),
    ref.collection(SUBCOLLECTIONS.documents).get(),
  ]);
  return {
    client: client.data(),
    history: history.docs.map((doc) => doc.data()),
    numbers: numbers.data(),
    documents: documents.docs.map((doc) => doc.data()),
  };
}
