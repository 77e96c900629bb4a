import { DEFAULT_BOOKING_SETTINGS, BOOKING_SETTINGS_PATH } from '@centre/domain/bookings';
import { COLLECTIONS } from '@centre/domain/collections';
import {
  estimateWait,
  queueDateOf,
  queueDisplaySchema,
  type WaitEstimate,
} from '@centre/domain/visits';
import { doc, getDoc } from 'firebase/firestore/lite';
import { getLiteDb } from '../../lib/firestore-lite';

/** Each service's honest wait now, by service id (services missing have no estimate yet). */
export type PublicWaits = Readonly<Record<string, WaitEstimate>>;

async function centreTimezone(): Promise<string> {
  try {
    const snapshot = await getDoc(doc(getLiteDb(), BOOKING_SETTINGS_PATH));
    const timezone: unknown = snapshot.data()?.timezone;
    return typeof timezone === 'string' && timezone ? timezone : DEFAULT_BOOKING_SETTINGS.timezone;
  } catch {
    return DEFAULT_BOOKING_SETTINGS.timezone;
  }
}

/**
 * One snapshot of today's queueDisplays document through Firestore Lite (public pages never load
 * the full SDK), turned into a wait range per service with estimateWait.
 */
export async function getPublicWaits(now = new Date()): Promise<PublicWaits> {
  const queueDate = queueDateOf(now, await centreTimezone());
  const snapshot = await getDoc(doc(getLiteDb(), COLLECTIONS.queueDisplays, queueDate));
  if (!snapshot.exists()) return {};
  const parsed = queueDisplaySchema.safeParse({ ...snapshot.data(), queueDate });
  if (!parsed.success) return {};
  return Object.fromEntries(
    Object.entries(parsed.data.services).map(([serviceId, queue]) => [
      serviceId,
      estimateWait({
        waiting: queue.waiting,
        openDesks: queue.openDesks,
        serviceMinutes: queue.serviceMinutes,
      }),
    ]),
  );
}
