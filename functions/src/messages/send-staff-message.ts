import { COLLECTIONS } from '@centre/domain/collections';
import {
  STAFF_MESSAGES,
  messageSnippet,
  sendStaffMessageInput,
  staffThreadId,
  staffThreadParticipants,
  type StaffMessageSent,
} from '@centre/domain/staff-messages';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { readStaffRecord, staffNameOf } from '../identity/staff-name';
import { permittedCallable } from '../shared/permitted-callable';
import { resolveRecordLink } from '../shared/resolve-record-link';

/**
 * Sends a staff message (send_messages, from the token's claims). Everything that says who sent
 * it is the server's: senderId is the caller's uid, senderName their users/{uid} displayName,
 * threadId the two uids sorted (staffThreadId), createdAt the server's time. The input holds only
 * the recipient, the body and optionally the record it is about (whose label the server reads),
 * and any other key (a senderName, say) is refused.
 *
 * In the same transaction it writes the thread (messageThreads/{threadId}): both participants and
 * their names, the last message, and one more unread message for the recipient.
 */
export const sendStaffMessage = permittedCallable(
  'send_messages',
  sendStaffMessageInput,
  async (caller, { recipientId, body, about }): Promise<StaffMessageSent> => {
    if (recipientId === caller.uid) {
      throw new HttpsError('invalid-argument', STAFF_MESSAGES.toSelf);
    }
    const threadId = staffThreadId(caller.uid, recipientId);
    const participants = staffThreadParticipants(caller.uid, recipientId);
    const messageRef = db.collection(COLLECTIONS.messages).doc();
    const threadRef = db.collection(COLLECTIONS.messageThreads).doc(threadId);

    await db.runTransaction(async (transaction) => {
      const [sender, recipient, link] = await Promise.all([
        readStaffRecord(transaction, caller.uid),
        readStaffRecord(transaction, recipientId),
        resolveRecordLink(transaction, about ?? null),
      ]);
      if (!recipient.exists) {
        throw new HttpsError('not-found', STAFF_MESSAGES.recipientNotFound);
      }
      const senderName = staffNameOf(sender);
      transaction.create(messageRef, {
        senderId: caller.uid,
        senderName,
        recipientId,
        threadId,
        participants,
        body,
        about: link,
        read: false,
        readAt: null,
        createdAt: FieldValue.serverTimestamp(),
      });
      transaction.set(
        threadRef,
        {
          participants,
          names: { [caller.uid]: senderName, [recipientId]: staffNameOf(recipient) },
          lastMessage: { body: messageSnippet(body), senderId: caller.uid, about: link },
          lastMessageAt: FieldValue.serverTimestamp(),
          unread: { [recipientId]: FieldValue.increment(1) },
        },
        { merge: true },
      );
    });
    return { messageId: messageRef.id, threadId };
  },
);
