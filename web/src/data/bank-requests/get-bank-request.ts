import { defineDocumentRead } from '../define-document-read';
import { bankRequestConverter } from './converter';
import { bankRequestKeys } from './keys';

/** One bank request; null when there is no such document. */
const read = defineDocumentRead(bankRequestKeys, bankRequestConverter);
export const getBankRequest = read.fetcher;
export const bankRequestQueryOptions = read.options;
export const useBankRequest = read.useRead;
