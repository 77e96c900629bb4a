import { DEFAULT_BOOKING_SETTINGS, addDays } from '@centre/domain/bookings';
import { queueDateOf } from '@centre/domain/visits';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../admin';
import { loadBookingSettings } from '../bookings/settings';
import { rebuildReportDayFor } from './report-days';

/** Days rebuilt each night, counted back from yesterday. */
export const NIGHTLY_REBUILD_DAYS = 2;

/**
 * Every night at 03:00: yesterday's and the day before's rollups are rebuilt from their records
 * (docs/product.md "Reports"), so a missed or failed trigger event never stays in the reports
 * for long. The days are the centre's (settings/booking timezone); at 03:00 the centre is quiet.
 */
export const rebuildReportDays = onSchedule(
  { schedule: '0 3 * * *', timeZone: DEFAULT_BOOKING_SETTINGS.timezone },
  async () => {
    const { timezone } = await loadBookingSettings();
    const today = queueDateOf(new Date(), timezone);
    for (let back = 1; back <= NIGHTLY_REBUILD_DAYS; back += 1) {
      const answer = await rebuildReportDayFor(db, addDays(today, -back), timezone);
      logger.info('report day rebuilt', { day: answer.day, counters: answer.counters });
    }
  },
);
