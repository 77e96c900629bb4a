import { defineHistoryRead } from '../define-subcollection-read';
import { licenceRenewalHistoryConverter } from './converter';
import { licenceRenewalKeys } from './keys';

/** The renewal's history, oldest first (functions write one entry per change). */
const historyRead = defineHistoryRead(licenceRenewalKeys, licenceRenewalHistoryConverter);
export const getLicenceRenewalHistory = historyRead.fetcher;
export const licenceRenewalHistoryQueryOptions = historyRead.options;
export const useLicenceRenewalHistory = historyRead.useRead;
