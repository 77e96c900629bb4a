import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { orderBy } from 'firebase/firestore';
import { defineSubcollectionRead } from '../define-subcollection-read';
import { licenceRenewalHistoryConverter } from './converter';
import { licenceRenewalKeys } from './keys';

/** The renewal's history, oldest first (functions write one entry per change). */
const historyRead = defineSubcollectionRead({
  parent: COLLECTIONS.licenceRenewals,
  subcollection: SUBCOLLECTIONS.history,
  converter: licenceRenewalHistoryConverter,
  order: orderBy('at', 'asc'),
  queryKey: licenceRenewalKeys.history,
});
export const getLicenceRenewalHistory = historyRead.fetcher;
export const licenceRenewalHistoryQueryOptions = historyRead.options;
export const useLicenceRenewalHistory = historyRead.useRead;
