import { recordKeys } from '../record-keys';

/**
 * One key factory for staff messages: all -> lists -> threads(uid) (the inbox, fed by its
 * listener). An open thread's messages are kept by useThreadMessages, not in the query cache.
 */
export const messageKeys = {
  ...recordKeys('messages'),
  threads: (uid: string) => [...messageKeys.lists(), 'threads', uid] as const,
};
