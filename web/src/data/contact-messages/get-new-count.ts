import { COLLECTIONS } from '@centre/domain/collections';
import { countByStatus } from '../count-by-status';
import { defineRead } from '../define-read';
import { contactMessageKeys } from './keys';

/** How many contact messages are new: one count aggregation (the inbox's tab). */
export async function getNewContactMessageCount(): Promise<number> {
  return (await countByStatus(COLLECTIONS.contactMessages, ['new'] as const)).new;
}

const read = defineRead(() => contactMessageKeys.newCount(), getNewContactMessageCount);
export const newContactMessageCountQueryOptions = () => read.options(undefined);
export const useNewContactMessageCount = () => read.useRead(undefined);
