import { BANK_CLIENT_NUMBERS_DOC } from '@centre/domain/bank';
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { doc } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { deniedAsMissing } from '../denied-as-missing';
import { readDocument } from '../read-documents';
import { bankClientNumbersConverter, type BankClientNumbers } from './detail-converters';
import { bankClientKeys } from './keys';

/**
 * The client's full ID and account numbers (bankClients/{id}/private/numbers). Only admins and
 * the client's agent may read them: a refusal means "not for you" and answers null, like a
 * missing document, so the page shows the masked forms.
 */
export async function getBankClientNumbers(clientId: string): Promise<BankClientNumbers | null> {
  return deniedAsMissing(() =>
    readDocument(
      doc(
        db,
        COLLECTIONS.bankClients,
        clientId,
        SUBCOLLECTIONS.private,
        BANK_CLIENT_NUMBERS_DOC,
      ).withConverter(bankClientNumbersConverter),
    ),
  );
}

const read = defineRead(bankClientKeys.numbers, getBankClientNumbers);
export const bankClientNumbersQueryOptions = read.options;
export const useBankClientNumbers = read.useRead;
