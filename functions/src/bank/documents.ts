import {
  BANK_MESSAGES,
  KYC_DOCUMENT_LABELS,
  type BankClientRecord,
  type KycDocumentKind,
} from '@centre/domain/bank';
import { SUBCOLLECTIONS } from '@centre/domain/collections';
import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { bankClientRef } from './context';

/** bankClients/{clientId}/documents/{kind}. */
export const kycDocumentRef = (clientId: string, kind: KycDocumentKind) =>
  bankClientRef(clientId).collection(SUBCOLLECTIONS.documents).doc(kind);

/** The client's documents can no longer change once it is declined or closed. */
export function requireOpenClient(client: BankClientRecord): void {
  if (client.status === 'declined' || client.status === 'closed') {
    throw new HttpsError('failed-precondition', BANK_MESSAGES.notAllowed);
  }
}

/** The current status of documents/{kind}, read in `transaction` (null: none yet). */
export async function readDocumentStatus(
  transaction: Transaction,
  clientId: string,
  kind: KycDocumentKind,
): Promise<string | null> {
  const status: unknown = (await transaction.get(kycDocumentRef(clientId, kind))).get('status');
  return typeof status === 'string' ? status : null;
}

/** The 'document' history entry: the document's statuses and "<label>: <what happened>". */
export function documentEntry(
  kind: KycDocumentKind,
  from: string | null,
  to: string,
  what: string,
) {
  return { kind: 'document', from, to, note: `${KYC_DOCUMENT_LABELS[kind]}: ${what}` };
}
