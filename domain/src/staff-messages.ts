import { z } from 'zod';
import { chosenIdSchema } from './ids';
import { recordLinkInput, recordLinkSchema } from './record-links';
import { hasControlCharacters } from './text';
import { optionalTimestampSchema, timestampSchema } from './timestamps';

/**
 * messages/{id} (docs/product.md §3, §7): one message between two members of staff, written
 * only by the sendStaffMessage callable, which takes senderId from the caller's token and
 * senderName from their users/{uid} record (never from the client: issue 9, item 8). Only the
 * recipient may then set read to true (with readAt). Messages of one conversation share a
 * threadId built from the two uids (staffThreadId) and carry both uids in `participants`, so that
 * a thread's query (participants array-contains me, threadId == X) is provably the caller's own
 * to the rules. The sidebar badge counts those with recipientId == the user and read == false.
 *
 * messageThreads/{threadId}: one per conversation, written by sendStaffMessage in the same
 * transaction as the message: who is in it, their names, the last message, and each
 * participant's unread count. A participant may only reset their own count to 0.
 */
export const STAFF_MESSAGE_LIMITS = {
  body: 5000,
  senderName: 100,
  threadId: 300,
  /** The thread list shows this much of the last message. */
  snippet: 140,
} as const;

/** Between two people there is one conversation: the two uids, sorted, joined by `__`. */
export function staffThreadId(uidA: string, uidB: string): string {
  return [uidA, uidB].sort().join('__');
}

/** The two participants of a conversation, in the order staffThreadId joins them. */
export function staffThreadParticipants(uidA: string, uidB: string): [string, string] {
  const [first = '', second = ''] = [uidA, uidB].sort();
  return [first, second];
}

/** The other participant of a thread, seen from `uid`. */
export function otherParticipant(participants: readonly string[], uid: string): string {
  return participants.find((participant) => participant !== uid) ?? uid;
}

/** The start of a message as the thread list shows it: one line, at most `snippet` characters. */
export function messageSnippet(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > STAFF_MESSAGE_LIMITS.snippet
    ? `${line.slice(0, STAFF_MESSAGE_LIMITS.snippet - 1)}…`
    : line;
}

/** sendStaffMessage's refusals, and its input's messages. */
export const STAFF_MESSAGES = {
  toSelf: 'Choose a colleague to write to',
  recipientNotFound: 'That colleague was not found',
  recipientRequired: 'Choose who receives the message',
  bodyRequired: 'Write the message first',
  bodyTooLong: `Keep the message under ${STAFF_MESSAGE_LIMITS.body} characters`,
  bodyInvalid: 'The message contains characters that cannot be sent',
  /** The web's words when a send fails for another reason. */
  notSent: 'The message was not sent. Please try again.',
} as const;

/** Ids the callables accept: Firestore-safe, never a path (`a/b`, `..`, `__x__`). */
const staffUid = chosenIdSchema(STAFF_MESSAGES.recipientRequired);

/**
 * sendStaffMessage's input: who receives it, what it says and, optionally, the record it is about
 * (the server resolves its label); nothing about the sender.
 */
export const sendStaffMessageInput = z.strictObject({
  recipientId: staffUid,
  body: z
    .string({ error: STAFF_MESSAGES.bodyRequired })
    .trim()
    .min(1, STAFF_MESSAGES.bodyRequired)
    .max(STAFF_MESSAGE_LIMITS.body, STAFF_MESSAGES.bodyTooLong)
    .refine((body) => !hasControlCharacters(body, { multiline: true }), {
      error: STAFF_MESSAGES.bodyInvalid,
    }),
  about: recordLinkInput.nullish(),
});
export type SendStaffMessageInput = z.infer<typeof sendStaffMessageInput>;

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
  /** Both uids, sorted (absent on messages written before threads existed). */
  participants: z.array(z.string()).default([]),
  body: z.string().min(1).max(STAFF_MESSAGE_LIMITS.body),
  about: recordLinkSchema.nullish().transform((value) => value ?? null),
  read: z.boolean(),
  readAt: optionalTimestampSchema,
  createdAt: timestampSchema,
});
export type StaffMessageRecord = z.infer<typeof staffMessageRecordSchema>;

/** messageThreads/{threadId} as stored, with its id. */
export const messageThreadRecordSchema = z.object({
  id: z.string(),
  participants: z.array(z.string()).length(2),
  /** Each participant's name, from their users/{uid} record when they last wrote or were written to. */
  names: z.record(z.string(), z.string()).default({}),
  lastMessage: z.object({
    body: z.string(),
    senderId: z.string(),
    about: recordLinkSchema.nullish().transform((value) => value ?? null),
  }),
  lastMessageAt: timestampSchema,
  /** Unread messages per participant uid. */
  unread: z.record(z.string(), z.number().int().min(0)).default({}),
});
export type MessageThreadRecord = z.infer<typeof messageThreadRecordSchema>;

/** How many of `uid`'s messages in `thread` are unread. */
export function unreadFor(thread: Pick<MessageThreadRecord, 'unread'>, uid: string): number {
  return thread.unread[uid] ?? 0;
}
