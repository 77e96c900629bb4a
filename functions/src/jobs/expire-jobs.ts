import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { isPastDeadline, type ExpiredJobsCount } from '@centre/domain/jobs';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../admin';
import { centreToday, parseJob } from './context';

/** Who the history says expired a job. */
export const EXPIRY_ACTOR = { by: 'system', byName: 'Automatic expiry' } as const;
/** Jobs read per page (each expires in its own small transaction). */
const PAGE = 100;

/**
 * Moves every published job whose deadline (the last day to apply, YYYY-MM-DD) is before `today`
 * to expired, with closedAt and a history entry, each in its own transaction that reads the job
 * again: a job republished or closed meanwhile is left alone, and a second run finds nothing to
 * do (idempotent).
 */
export async function expireJobsBefore(today: string): Promise<ExpiredJobsCount> {
  const query = db
    .collection(COLLECTIONS.jobs)
    .where('status', '==', 'published')
    .where('deadline', '<', today)
    .orderBy('deadline')
    .limit(PAGE);
  const count: ExpiredJobsCount = { expired: 0 };
  // Each page's jobs leave the query (status expired), so the next page is the first again.
  for (;;) {
    const page = await query.get();
    if (page.empty) break;
    let progress = 0;
    for (const document of page.docs) {
      const expired = await db.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(document.ref);
        if (!snapshot.exists) return false;
        const job = parseJob(snapshot);
        if (job.status !== 'published' || !isPastDeadline(job.deadline, today)) return false;
        transaction.update(document.ref, {
          status: 'expired',
          closedAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
        transaction.create(document.ref.collection(SUBCOLLECTIONS.history).doc(), {
          event: 'expired',
          from: 'published',
          to: 'expired',
          note: null,
          detail: job.deadline,
          ...EXPIRY_ACTOR,
          at: FieldValue.serverTimestamp(),
        });
        return true;
      });
      if (expired) progress += 1;
    }
    count.expired += progress;
    // A page where nothing could move (a job changed meanwhile) would be read again forever.
    if (page.size < PAGE || progress === 0) break;
  }
  return count;
}

/**
 * Every hour: published jobs past their deadline in the centre's time zone (settings/booking
 * timezone; the schedule's own zone only says when the hour starts) become expired
 * (docs/product.md §4.12). A failed run is done again the next hour.
 */
export const expireJobs = onSchedule(
  { schedule: 'every 1 hours', timeZone: 'America/Edmonton' },
  async () => {
    const today = await centreToday();
    const count = await expireJobsBefore(today);
    logger.info('jobs expired', { today, ...count });
  },
);
