import {
  REPORT_MESSAGES,
  rebuildReportDayInput,
  type RebuildReportDayAnswer,
} from '@centre/domain/reports';
import { queueDateOf } from '@centre/domain/visits';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { loadBookingSettings } from '../bookings/settings';
import { permittedCallable } from '../shared/permitted-callable';
import { rebuildReportDayFor } from './report-days';

/**
 * An administrator (manage_reports) recomputes one day's rollup, reportDays/{day}, from the
 * records of that day (docs/product.md "Reports"): after a repair of data, or to check the
 * incremental counters. A day after the centre's today is failed-precondition dayInFuture.
 */
export const rebuildReportDay = permittedCallable(
  'manage_reports',
  rebuildReportDayInput,
  async (caller, { day }): Promise<RebuildReportDayAnswer> => {
    const { timezone } = await loadBookingSettings();
    if (day > queueDateOf(new Date(), timezone)) {
      throw new HttpsError('failed-precondition', REPORT_MESSAGES.dayInFuture);
    }
    const answer = await rebuildReportDayFor(db, day, timezone);
    logger.info('report day rebuilt', { day, counters: answer.counters, by: caller.uid });
    return answer;
  },
);
