// Staff message threads for the demo centre (issue 12): the messageThreads/{threadId} documents
// sendStaffMessage keeps beside the messages, derived from the seeded messages themselves so the
// two always agree (participants, names, last message, unread per participant), and the record
// link of the manager's first message to the agent ("about APP-…"), as the callable resolves it.
import { Timestamp } from 'firebase-admin/firestore';
import { messageSnippet } from '../../domain/src/staff-messages';

interface SeedRecord {
  id: string;
  data: Record<string, unknown>;
}

/** The link sendStaffMessage stores for an application: its id and its reference as label. */
export function applicationLink(application: SeedRecord | undefined) {
  if (!application) return null;
  const reference = application.data.reference;
  return {
    kind: 'application' as const,
    id: application.id,
    label: typeof reference === 'string' && reference ? reference : application.id,
  };
}

/** One messageThreads record per threadId of `messages` (written in any order). */
export function demoMessageThreads(messages: readonly SeedRecord[]): SeedRecord[] {
  const threads = new Map<string, SeedRecord['data'][]>();
  for (const { data } of messages) {
    const threadId = data.threadId as string;
    threads.set(threadId, [...(threads.get(threadId) ?? []), data]);
  }
  return [...threads].map(([threadId, thread]) => {
    const ordered = [...thread].sort(
      (a, b) => (a.createdAt as Timestamp).toMillis() - (b.createdAt as Timestamp).toMillis(),
    );
    const last = ordered.at(-1) ?? {};
    const names: Record<string, string> = {};
    const unread: Record<string, number> = {};
    for (const message of ordered) {
      names[message.senderId as string] = message.senderName as string;
      const recipient = message.recipientId as string;
      unread[recipient] = (unread[recipient] ?? 0) + (message.read === false ? 1 : 0);
    }
    return {
      id: threadId,
      data: {
        participants: last.participants,
        names,
        lastMessage: {
          body: messageSnippet(last.body as string),
          senderId: last.senderId,
          about: last.about ?? null,
        },
        lastMessageAt: last.createdAt,
        unread,
      },
    };
  });
}
