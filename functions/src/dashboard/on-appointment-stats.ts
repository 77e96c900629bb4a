import { COLLECTIONS } from '@centre/domain/collections';
import {
  appointmentContribution,
  appointmentFactsOf,
  keepAppointmentCounter,
} from '@centre/domain/dashboard';
import { queueDateOf } from '@centre/domain/visits';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { loadBookingSettings } from '../bookings/settings';
import { applyReportWrite } from '../reports/on-report-sources';
import { RETRIED, withinRetryWindow } from '../shared/retried-trigger';
import { applyStatsEvent } from './stats';

/**
 * Keeps stats/appointments (functions/src/dashboard/stats.ts) and the reports' daily rollups
 * (functions/src/reports) in step with every write; each rollup has its own event markers.
 */
export const onAppointmentStats = onDocumentWritten(
  { document: `${COLLECTIONS.appointments}/{appointmentId}`, ...RETRIED },
  withinRetryWindow('onAppointmentStats', async (event) => {
    const { timezone } = await loadBookingSettings();
    await Promise.all([
      applyStatsEvent(
        db,
        'appointments',
        event,
        appointmentContribution(appointmentFactsOf(event.data?.before.data())),
        appointmentContribution(appointmentFactsOf(event.data?.after.data())),
        keepAppointmentCounter(queueDateOf(new Date(), timezone)),
      ),
      applyReportWrite('appointments', event, timezone),
    ]);
  }),
);
