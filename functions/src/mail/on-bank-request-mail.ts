import { COLLECTIONS } from '@centre/domain/collections';
import { bankRequestReceivedMail, languageOf, type Fields } from './decisions';
import type { MailToQueue } from './enqueue';
import { mailProducer } from './mail-producer';

/** The "received" mail one bank request write owes, if any. */
export function bankRequestMailsFor(
  requestId: string,
  before: Fields,
  after: Fields,
): MailToQueue[] {
  const id = bankRequestReceivedMail(requestId, before, after);
  if (!id || !after) return [];
  return [
    {
      id,
      to: String(after.email ?? ''),
      ref: { collection: COLLECTIONS.bankRequests, id: requestId },
      render: {
        template: 'bank_request_received',
        language: languageOf(after.language),
        data: {
          name: String(after.name ?? ''),
          reference: String(after.reference ?? ''),
          product: String(after.product ?? ''),
        },
      },
    },
  ];
}

/**
 * bankRequests/{id}: "we received your request" once it has its BNK- reference (submitBankRequest
 * writes it with the request), in the language the visitor used.
 */
export const onBankRequestMail = mailProducer(
  'written',
  COLLECTIONS.bankRequests,
  'requestId',
  ({ id, before, after }) => bankRequestMailsFor(id, before, after),
);
