import { BANK_CLIENT_STATUSES, type BankClientStatus } from '@centre/domain/bank';
import { COLLECTIONS } from '@centre/domain/collections';
import { countByStatus } from '../count-by-status';
import { defineRead } from '../define-read';
import { bankClientKeys } from './keys';

export type BankClientStatusCounts = Record<BankClientStatus, number>;

/** One count aggregation per status of every bank client (the clients tab's chips). */
export function getBankClientStatusCounts(): Promise<BankClientStatusCounts> {
  return countByStatus(COLLECTIONS.bankClients, BANK_CLIENT_STATUSES);
}

const read = defineRead(() => bankClientKeys.counts(), getBankClientStatusCounts);
export const useBankClientStatusCounts = () => read.useRead(undefined);
