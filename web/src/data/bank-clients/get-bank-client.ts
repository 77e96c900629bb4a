import { defineDocumentRead } from '../define-document-read';
import { bankClientConverter } from './converter';
import { bankClientKeys } from './keys';

/** One bank client; null when there is no such document. */
const read = defineDocumentRead(bankClientKeys, bankClientConverter);
export const getBankClient = read.fetcher;
export const bankClientQueryOptions = read.options;
export const useBankClient = read.useRead;
