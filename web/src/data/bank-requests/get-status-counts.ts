import { BANK_REQUEST_STATUSES, type BankRequestStatus } from '@centre/domain/bank';
import { COLLECTIONS } from '@centre/domain/collections';
import { countByStatus } from '../count-by-status';
import { defineRead } from '../define-read';
import { bankRequestKeys } from './keys';

export type BankRequestStatusCounts = Record<BankRequestStatus, number>;

/** One count aggregation per status of every bank request (the requests tab's chips). */
export function getBankRequestStatusCounts(): Promise<BankRequestStatusCounts> {
  return countByStatus(COLLECTIONS.bankRequests, BANK_REQUEST_STATUSES);
}

const read = defineRead(() => bankRequestKeys.counts(), getBankRequestStatusCounts);
export const useBankRequestStatusCounts = () => read.useRead(undefined);
