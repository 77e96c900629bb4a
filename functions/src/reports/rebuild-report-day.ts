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
import { onCall } from '../https/on-call';
import { parseInput } from '../shared/parse-input';
import { requirePermission } from '../shared/require-permission';
import { rebuildReportDayFor } from './report-days';

/**
 * An administrator (manage_reports) recomputes one day's rollup, reportDays/{day}, from the
 * records of that day (docs/product.md "Reports"): after a repair of data, or to check the
 * incremental counters. A day after the centre's today is failed-precondition dayInFuture.
 */
export const rebuildReportDay = onCall(async (request): Promise<RebuildReportDayAnswer> => {
  const caller = await requirePermission(request, 'manage_reports');
  const { day } = parseInput(rebuildReportDayInput, request.data);
  const { timezone } = await loadBookingSettings();
  if (day > queueDateOf(new Date(), timezone)) {
    throw new HttpsError('failed-precondition', REPORT_MESSAGES.dayInFuture);
  }
  const answer = await rebuildReportDayFor(db, day, timezone);
  logger.info('report day rebuilt', { day, counters: answer.counters, by: caller.uid });
  return answer;
});
