import { defineDocumentRead } from '../define-document-read';
import { licenceRenewalConverter } from './converter';
import { licenceRenewalKeys } from './keys';

/** One licence renewal; null when there is no such document. */
const read = defineDocumentRead(licenceRenewalKeys, licenceRenewalConverter);
export const getLicenceRenewal = read.fetcher;
export const licenceRenewalQueryOptions = read.options;
export const useLicenceRenewal = read.useRead;
