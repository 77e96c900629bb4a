import { defineHistoryRead } from '../define-subcollection-read';
import { bankClientHistoryConverter } from './detail-converters';
import { bankClientKeys } from './keys';

/** The client's history, oldest first (the callables write one entry per change). */
const historyRead = defineHistoryRead(bankClientKeys, bankClientHistoryConverter);
export const getBankClientHistory = historyRead.fetcher;
export const bankClientHistoryQueryOptions = historyRead.options;
export const useBankClientHistory = historyRead.useRead;
