import { vi } from 'vitest';
import { sessionUser } from '../../../test/auth-session';

/** The signed-in user of the messages tests: a manager who may read and send messages. */
export const MESSAGES_USER = sessionUser({
  uid: 'me',
  role: 'manager',
  permissions: ['view_messages', 'send_messages'],
});

/**
 * The Firestore writes of marking a thread read (api/mark-thread-read.ts), answering at once, for
 * a test's fake of firebase/firestore.
 */
export const markReadWrites = () => ({
  doc: () => ({}),
  writeBatch: () => ({ update: vi.fn(), commit: () => Promise.resolve() }),
  serverTimestamp: () => ({}),
});
