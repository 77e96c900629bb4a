import {
  estimateWait,
  isCurrentDisplay,
  queueDisplaySchema,
  type WaitEstimate,
} from '@centre/domain/queue-display';
import { fetchPublic } from '../../lib/public-api';

/** Each service's honest wait now, by service id (services missing have no estimate yet). */
export type PublicWaits = Readonly<Record<string, WaitEstimate>>;

/**
 * The newest queueDisplays document, from the public read endpoint (lib/public-api.ts: a
 * CDN-cached GET, no Firebase SDK on public pages), turned into a wait range per service with
 * estimateWait. One read and no date arithmetic: the display says until when it holds
 * (validUntil, the end of the centre's day), so the page needs neither settings/booking's zone
 * nor an Intl formatter to find today's document; a day that has not started its queue yet
 * leaves yesterday's display newest, and expired: no estimate.
 */
export async function getPublicWaits(now = new Date()): Promise<PublicWaits> {
  const body = await fetchPublic('queue-display');
  if (!body.queueDisplay) return {};
  const parsed = queueDisplaySchema.safeParse(body.queueDisplay);
  if (!parsed.success || !isCurrentDisplay(parsed.data, now)) return {};
  return Object.fromEntries(
    Object.entries(parsed.data.services).map(([serviceId, queue]) => [
      serviceId,
      estimateWait(queue),
    ]),
  );
}
