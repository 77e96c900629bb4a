import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { orderBy } from 'firebase/firestore';
import { defineSubcollectionRead } from '../define-subcollection-read';
import { kycDocumentConverter } from './detail-converters';
import { bankClientKeys } from './keys';

/** The client's KYC documents, one per kind (the document id is the kind). */
const documentsRead = defineSubcollectionRead({
  parent: COLLECTIONS.bankClients,
  subcollection: SUBCOLLECTIONS.documents,
  converter: kycDocumentConverter,
  order: orderBy('kind', 'asc'),
  queryKey: bankClientKeys.documents,
});
export const getBankClientDocuments = documentsRead.fetcher;
export const bankClientDocumentsQueryOptions = documentsRead.options;
export const useBankClientDocuments = documentsRead.useRead;
