import { COLLECTIONS } from '@centre/domain/collections';
import {
  STAFF_MESSAGE_ERRORS,
  sendStaffMessageInput,
  staffThreadId,
  type StaffMessageSent,
} from '@centre/domain/staff-messages';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { readStaffRecord, staffNameOf } from '../identity/staff-name';
import { parseInput } from '../shared/parse-input';
import { requirePermission } from '../shared/require-permission';

/**
 * Sends a staff message (send_messages, from the token's claims). Everything that says who sent
 * it is the server's: senderId is the caller's uid, senderName their users/{uid} displayName,
 * threadId the two uids sorted (staffThreadId), createdAt the server's time. The input holds only
 * the recipient and the body, and any other key (a senderName, say) is refused.
 */
export const sendStaffMessage = onCall(async (request): Promise<StaffMessageSent> => {
  const caller = await requirePermission(request, 'send_messages');
  const { recipientId, body } = parseInput(sendStaffMessageInput, request.data);
  if (recipientId === caller.uid) {
    throw new HttpsError('invalid-argument', STAFF_MESSAGE_ERRORS.toSelf);
  }
  const threadId = staffThreadId(caller.uid, recipientId);
  const messageRef = db.collection(COLLECTIONS.messages).doc();

  await db.runTransaction(async (transaction) => {
    const [sender, recipient] = await Promise.all([
      readStaffRecord(transaction, caller.uid),
      readStaffRecord(transaction, recipientId),
    ]);
    if (!recipient.exists) {
      throw new HttpsError('not-found', STAFF_MESSAGE_ERRORS.recipientNotFound);
    }
    transaction.create(messageRef, {
      senderId: caller.uid,
      senderName: staffNameOf(sender),
      recipientId,
      threadId,
      body,
      read: false,
      createdAt: FieldValue.serverTimestamp(),
    });
  });
  return { messageId: messageRef.id, threadId };
});
