import { defineHistoryRead } from '../define-subcollection-read';
import { bankRequestHistoryConverter } from './converter';
import { bankRequestKeys } from './keys';

/** The request's history, oldest first (functions write one entry per change). */
const historyRead = defineHistoryRead(bankRequestKeys, bankRequestHistoryConverter);
export const getBankRequestHistory = historyRead.fetcher;
export const useBankRequestHistory = historyRead.useRead;
