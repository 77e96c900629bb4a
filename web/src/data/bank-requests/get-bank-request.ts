import { COLLECTIONS } from '@centre/domain/collections';
import { doc } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { readDocument } from '../read-documents';
import { bankRequestConverter, type BankRequest } from './converter';
import { bankRequestKeys } from './keys';

/** One bank request; null when there is no such document. */
export function getBankRequest(requestId: string): Promise<BankRequest | null> {
  return readDocument(
    doc(db, COLLECTIONS.bankRequests, requestId).withConverter(bankRequestConverter),
  );
}

const read = defineRead(bankRequestKeys.detail, getBankRequest);
export const bankRequestQueryOptions = read.options;
export const useBankRequest = read.useRead;
