import { COLLECTIONS } from '@centre/domain/collections';
import { doc } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { readDocument } from '../read-documents';
import { bankClientConverter, type BankClient } from './converter';
import { bankClientKeys } from './keys';

/** One bank client; null when there is no such document. */
export function getBankClient(clientId: string): Promise<BankClient | null> {
  return readDocument(
    doc(db, COLLECTIONS.bankClients, clientId).withConverter(bankClientConverter),
  );
}

const read = defineRead(bankClientKeys.detail, getBankClient);
export const bankClientQueryOptions = read.options;
export const useBankClient = read.useRead;
