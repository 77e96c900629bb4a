import { COLLECTIONS } from '@centre/domain/collections';
import { applicationContribution, applicationFactsOf } from '@centre/domain/dashboard';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { loadBookingSettings } from '../bookings/settings';
import { applyReportWrite } from '../reports/on-report-sources';
import { RETRIED, withinRetryWindow } from '../shared/retried-trigger';
import { applyStatsEvent } from './stats';

/**
 * Keeps stats/applications (functions/src/dashboard/stats.ts) and the reports' daily rollups
 * (functions/src/reports) in step with every write; each rollup has its own event markers.
 */
export const onApplicationStats = onDocumentWritten(
  { document: `${COLLECTIONS.applications}/{applicationId}`, ...RETRIED },
  withinRetryWindow('onApplicationStats', async (event) => {
    const { timezone } = await loadBookingSettings();
    const contribution = (data: Record<string, unknown> | undefined) =>
      applicationContribution(applicationFactsOf(data, timezone));
    await Promise.all([
      applyStatsEvent(
        db,
        'applications',
        event,
        contribution(event.data?.before.data()),
        contribution(event.data?.after.data()),
      ),
      applyReportWrite('applications', event, timezone),
    ]);
  }),
);
