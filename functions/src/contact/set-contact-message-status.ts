import {
  CONTACT_INBOX_MESSAGES,
  CONTACT_MESSAGE_TRANSITIONS,
  contactMessageRecordSchema,
  setContactMessageStatusInput,
  type ContactMessageRecord,
  type ContactMessageStatus,
  type SetContactMessageStatusAnswer,
} from '@centre/domain/contact';
import { COLLECTIONS } from '@centre/domain/collections';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { permittedCallable } from '../shared/permitted-callable';
import { stepsOf, type RecordWorkflow } from '../shared/workflow-step';

const CONTACT_MESSAGE_WORKFLOW: RecordWorkflow<ContactMessageRecord, ContactMessageStatus> = {
  collection: COLLECTIONS.contactMessages,
  schema: contactMessageRecordSchema,
  transitions: CONTACT_MESSAGE_TRANSITIONS,
  messages: {
    notFound: CONTACT_INBOX_MESSAGES.notFound,
    notAllowed: CONTACT_INBOX_MESSAGES.notAllowed,
    stale: CONTACT_INBOX_MESSAGES.stale,
  },
};

const contactMessageStep = stepsOf(CONTACT_MESSAGE_WORKFLOW);

/**
 * Staff who answer messages (send_messages) mark a contact form message handled, or new again
 * when that was a mistake (docs/product.md §4.15). One transaction writes the status, who
 * handled it (handledBy, handledByName: the caller's uid and users/{uid} name, never the
 * browser's) and handledAt, or deletes those three on a move back to new, with a 'status'
 * history entry under contactMessages/{id}/history. Asking for the status it already has changes
 * nothing (changed: false), as the other status callables do with a retried call.
 */
export const setContactMessageStatus = permittedCallable(
  'send_messages',
  setContactMessageStatusInput,
  async (caller, { messageId, status }): Promise<SetContactMessageStatusAnswer> => {
    const { changed } = await contactMessageStep(messageId, {
      actorUid: caller.uid,
      plan: (current, actor) =>
        current.status === status
          ? null
          : {
              status,
              fields:
                status === 'handled'
                  ? {
                      handledBy: actor.uid,
                      handledByName: actor.name,
                      handledAt: FieldValue.serverTimestamp(),
                    }
                  : {
                      handledBy: FieldValue.delete(),
                      handledByName: FieldValue.delete(),
                      handledAt: FieldValue.delete(),
                    },
              history: [{ kind: 'status', from: current.status, to: status }],
              result: null,
            },
    });
    if (changed)
      logger.info('contact message status changed', { messageId, status, by: caller.uid });
    return { messageId, status, changed };
  },
);
