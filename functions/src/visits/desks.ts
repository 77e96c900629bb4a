import { COLLECTIONS } from '@centre/domain/collections';
import { deskRecordSchema, type DeskRecord } from '@centre/domain/visits';
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';
import { parseRecord } from '../shared/parse-record';
import type { QueueDay } from './queue-summary';

/** desks/{uid}: one desk per member of staff. */
export const deskRef = (uid: string) => db.collection(COLLECTIONS.desks).doc(uid);

export function parseDesk(snapshot: DocumentSnapshot): DeskRecord | null {
  return snapshot.exists ? parseRecord(deskRecordSchema, snapshot) : null;
}

/**
 * The desk of `staffId` no longer serves `visitId` (the visit ended or moved to another queue):
 * read its desk (before any write of the transaction); the returned function clears the desk's
 * current visit, on the desk record and on the day's board, if it still is that visit.
 */
export async function readDeskToFree(
  transaction: Transaction,
  staffId: string | null,
  visitId: string,
): Promise<(day: QueueDay) => void> {
  if (!staffId) return () => undefined;
  const desk = parseDesk(await transaction.get(deskRef(staffId)));
  return (day) => {
    if (desk?.currentVisitId === visitId) {
      transaction.update(deskRef(staffId), {
        currentVisitId: null,
        currentTicket: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    if (day.deskOf(staffId)?.currentVisitId === visitId) day.setDeskVisit(staffId, null);
  };
}
