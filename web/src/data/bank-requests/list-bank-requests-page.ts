import { COLLECTIONS } from '@centre/domain/collections';
import { collectionPageReader, defineCursorListRead } from '../define-cursor-list-read';
import { bankRequestConverter } from './converter';
import { bankRequestKeys } from './keys';
import { bankRequestPageConstraints } from './list-query';

/** One page of bank requests, newest first. */
export const getBankRequestsPage = collectionPageReader(
  COLLECTIONS.bankRequests,
  bankRequestConverter,
  bankRequestPageConstraints,
);

const list = defineCursorListRead(bankRequestKeys.list, getBankRequestsPage);
/** Every request matching the filters (the CSV export), read page by page. */
export const getAllBankRequests = list.getAll;
export const useBankRequestsPage = list.usePage;
