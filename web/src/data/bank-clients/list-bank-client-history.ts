import { COLLECTIONS } from '@centre/domain/collections';
import { defineHistoryRead } from '../define-subcollection-read';
import { bankClientHistoryConverter } from './detail-converters';
import { bankClientKeys } from './keys';

/** The client's history, oldest first (the callables write one entry per change). */
const historyRead = defineHistoryRead(
  COLLECTIONS.bankClients,
  bankClientHistoryConverter,
  bankClientKeys.history,
);
export const getBankClientHistory = historyRead.fetcher;
export const bankClientHistoryQueryOptions = historyRead.options;
export const useBankClientHistory = historyRead.useRead;
