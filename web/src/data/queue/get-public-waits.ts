import { COLLECTIONS } from '@centre/domain/collections';
import {
  estimateWait,
  isCurrentDisplay,
  queueDisplaySchema,
  type WaitEstimate,
} from '@centre/domain/queue-display';
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { getLiteDb } from '../../lib/firestore-lite';

/** Each service's honest wait now, by service id (services missing have no estimate yet). */
export type PublicWaits = Readonly<Record<string, WaitEstimate>>;

/**
 * The newest queueDisplays document through Firestore Lite (public pages never load the full
 * SDK), turned into a wait range per service with estimateWait. One query and no date arithmetic:
 * the display says until when it holds (validUntil, the end of the centre's day), so the page
 * needs neither settings/booking's zone nor an Intl formatter to find today's document; a day
 * that has not started its queue yet leaves yesterday's display newest, and expired: no estimate.
 */
export async function getPublicWaits(now = new Date()): Promise<PublicWaits> {
  const newest = await getDocs(
    query(
      collection(getLiteDb(), COLLECTIONS.queueDisplays),
      orderBy('validUntil', 'desc'),
      limit(1),
    ),
  );
  const snapshot = newest.docs[0];
  if (!snapshot) return {};
  const parsed = queueDisplaySchema.safeParse({ ...snapshot.data(), queueDate: snapshot.id });
  if (!parsed.success || !isCurrentDisplay(parsed.data, now)) return {};
  return Object.fromEntries(
    Object.entries(parsed.data.services).map(([serviceId, queue]) => [
      serviceId,
      estimateWait(queue),
    ]),
  );
}
