import { COLLECTIONS } from '@centre/domain/collections';
import {
  LICENCE_RENEWAL_STATUSES,
  type LicenceRenewalStatus,
} from '@centre/domain/licence-renewals';
import { countByStatus } from '../count-by-status';
import { defineRead } from '../define-read';
import { licenceRenewalKeys } from './keys';

export type LicenceRenewalStatusCounts = Record<LicenceRenewalStatus, number>;

/** One count aggregation per status of every renewal (the list's chips). */
export function getLicenceRenewalStatusCounts(): Promise<LicenceRenewalStatusCounts> {
  return countByStatus(COLLECTIONS.licenceRenewals, LICENCE_RENEWAL_STATUSES);
}

const read = defineRead(() => licenceRenewalKeys.counts(), getLicenceRenewalStatusCounts);
export const licenceRenewalStatusCountsQueryOptions = () => read.options(undefined);
export const useLicenceRenewalStatusCounts = () => read.useRead(undefined);
