import {
  onDocumentCreated,
  onDocumentUpdated,
  onDocumentWritten,
} from 'firebase-functions/v2/firestore';
import type { Fields } from './decisions';
import { RETRIED, withinRetryWindow } from '../shared/retried-trigger';
import { queueMails, type MailToQueue } from './enqueue';

/** One event's write of a producer's record, as its mails are decided from it. */
export interface RecordWrite {
  /** The record's id: the path's one wildcard. */
  id: string;
  /** The event's id, the same when the event is retried. */
  eventId: string;
  /** Undefined for a created record, as `after` is for a deleted one. */
  before: Fields;
  after: Fields;
}

type MailsFor = (write: RecordWrite) => MailToQueue[] | Promise<MailToQueue[]>;

/**
 * A mail producer's trigger on `collection/{idParam}`: `mailsFor` decides from the write which
 * mails it owes, and they are queued (queueMails: a retried event finds its mails already there).
 * `on` keeps each producer on its own Firestore event, so a producer that only cares about
 * updates (or creations) is not woken by every write.
 */
export function mailProducer(
  on: 'created' | 'updated' | 'written',
  collection: string,
  idParam: string,
  mailsFor: MailsFor,
) {
  const options = { document: `${collection}/{${idParam}}`, ...RETRIED };
  const name = `mail on ${collection} ${on}`;
  const queue = async (
    params: Record<string, string>,
    eventId: string,
    before: Fields,
    after: Fields,
  ) => {
    await queueMails(await mailsFor({ id: params[idParam] ?? '', eventId, before, after }));
  };
  if (on === 'created') {
    return onDocumentCreated(
      options,
      withinRetryWindow(name, (event) =>
        queue(event.params, event.id, undefined, event.data?.data()),
      ),
    );
  }
  if (on === 'updated') {
    return onDocumentUpdated(
      options,
      withinRetryWindow(name, (event) =>
        queue(event.params, event.id, event.data?.before.data(), event.data?.after.data()),
      ),
    );
  }
  return onDocumentWritten(
    options,
    withinRetryWindow(name, (event) =>
      queue(event.params, event.id, event.data?.before.data(), event.data?.after.data()),
    ),
  );
}
