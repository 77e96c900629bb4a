import { defineDocumentRead } from '../define-document-read';
import { contactMessageConverter } from './converter';
import { contactMessageKeys } from './keys';

/** One contact message; null when there is no such document. */
const read = defineDocumentRead(contactMessageKeys, contactMessageConverter);
export const getContactMessage = read.fetcher;
export const contactMessageQueryOptions = read.options;
export const useContactMessage = read.useRead;
