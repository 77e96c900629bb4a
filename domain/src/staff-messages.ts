import { z } from 'zod';
import { timestampSchema } from './timestamps';

/**
 * messages/{id} (SPEC 3 and 7, PRODUCT "Data"): one message between two members of staff. The
 * sender writes it unread (firestore.rules check the keys, senderId and createdAt); only the
 * recipient may then set read to true. Messages of one conversation share a threadId; the
 * sidebar badge counts those with recipientId == the user and read == false.
 */
export const STAFF_MESSAGE_LIMITS = { body: 5000, senderName: 100, threadId: 200 } as const;

/** The stored record with its id; limits as in firestore.rules. */
export const staffMessageRecordSchema = z.object({
  id: z.string(),
  senderId: z.string().min(1),
  senderName: z.string().max(STAFF_MESSAGE_LIMITS.senderName).optional(),
  recipientId: z.string().min(1),
  threadId: z.string().max(STAFF_MESSAGE_LIMITS.threadId).optional(),
  body: z.string().min(1).max(STAFF_MESSAGE_LIMITS.body),
  read: z.boolean(),
  createdAt: timestampSchema,
});
export type StaffMessageRecord = z.infer<typeof staffMessageRecordSchema>;
