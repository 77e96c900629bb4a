import { COLLECTIONS } from '@centre/domain/collections';
import {
  RECORD_LINK_MESSAGES,
  type RecordLink,
  type RecordLinkInput,
} from '@centre/domain/record-links';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';

const COLLECTION_OF = {
  application: COLLECTIONS.applications,
  visit: COLLECTIONS.visits,
  appointment: COLLECTIONS.appointments,
  bankClient: COLLECTIONS.bankClients,
} as const satisfies Record<RecordLink['kind'], string>;

/** The human reference of a linked record, from its own fields (never from the client). */
function labelOf(kind: RecordLink['kind'], snapshot: DocumentSnapshot): string {
  const text = (field: string) => {
    const value = snapshot.get(field) as unknown;
    return typeof value === 'string' ? value : '';
  };
  switch (kind) {
    case 'application':
    case 'appointment':
      return text('reference');
    case 'visit':
      return [text('ticket'), text('visitorName')].filter(Boolean).join(' · ');
    case 'bankClient':
      return text('name');
  }
}

/**
 * Reads the record a task or message is about inside `transaction` (before any write) and
 * answers the link to store, with the record's own label; an unknown record is `not-found`.
 * `null` in, `null` out.
 */
export async function resolveRecordLink(
  transaction: Transaction,
  link: RecordLinkInput | null,
): Promise<RecordLink | null> {
  if (!link) return null;
  const snapshot = await transaction.get(db.collection(COLLECTION_OF[link.kind]).doc(link.id));
  if (!snapshot.exists) throw new HttpsError('not-found', RECORD_LINK_MESSAGES.notFound);
  return { kind: link.kind, id: link.id, label: labelOf(link.kind, snapshot) || link.id };
}
