import { z } from 'zod';
import { documentIdSchema } from './ids';
import { hasControlCharacters } from './text';
import { timestampSchema } from './timestamps';

/**
 * messages/{id} (docs/product.md §3, §7): one message between two members of staff, written
 * only by the sendStaffMessage callable, which takes senderId from the caller's token and
 * senderName from their users/{uid} record (never from the client: issue 9, item 8). Only the
 * recipient may then set read to true. Messages of one conversation share a threadId built from
 * the two uids (staffThreadId); the sidebar badge counts those with recipientId == the user and
 * read == false.
 */
export const STAFF_MESSAGE_LIMITS = { body: 5000, senderName: 100, threadId: 300 } as const;

/** Between two people there is one conversation: the two uids, sorted, joined by `__`. */
export function staffThreadId(uidA: string, uidB: string): string {
  return [uidA, uidB].sort().join('__');
}

/** Ids the callables accept: Firestore-safe, never a path (`a/b`, `..`, `__x__`). */
const staffUid = documentIdSchema('Choose who receives the message');

/** sendStaffMessage's input: who receives it and what it says; nothing about the sender. */
export const sendStaffMessageInput = z.strictObject({
  recipientId: staffUid,
  body: z
    .string({ error: 'Write the message first' })
    .trim()
    .min(1, 'Write the message first')
    .max(
      STAFF_MESSAGE_LIMITS.body,
      `Keep the message under ${STAFF_MESSAGE_LIMITS.body} characters`,
    )
    .refine((body) => !hasControlCharacters(body, { multiline: true }), {
      error: 'The message contains characters that cannot be sent',
    }),
});
export type SendStaffMessageInput = z.infer<typeof sendStaffMessageInput>;

/** sendStaffMessage's refusals beyond input parsing. */
export const STAFF_MESSAGE_ERRORS = {
  toSelf: 'Choose a colleague to write to',
  recipientNotFound: 'That colleague was not found',
} as const;

/** sendStaffMessage's answer. */
export interface StaffMessageSent {
  messageId: string;
  threadId: string;
}

/** The stored record with its id; limits as in firestore.rules. */
export const staffMessageRecordSchema = z.object({
  id: z.string(),
  senderId: z.string().min(1),
  senderName: z.string().max(STAFF_MESSAGE_LIMITS.senderName),
  recipientId: z.string().min(1),
  threadId: z.string().max(STAFF_MESSAGE_LIMITS.threadId),
  body: z.string().min(1).max(STAFF_MESSAGE_LIMITS.body),
  read: z.boolean(),
  createdAt: timestampSchema,
});
export type StaffMessageRecord = z.infer<typeof staffMessageRecordSchema>;
