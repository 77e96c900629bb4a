import { COLLECTIONS } from '@centre/domain/collections';
import { REPORT_CONTRIBUTIONS, reportDeltas, type ReportSource } from '@centre/domain/reports';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Change } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { loadBookingSettings } from '../bookings/settings';
import { RETRIED, withinRetryWindow } from '../shared/retried-trigger';
import { applyReportEvent, type ReportEvent } from './report-days';

/** What a document-written trigger hands over: the event's id and time, and the change. */
export interface WrittenEvent extends ReportEvent {
  data?: Change<DocumentSnapshot | undefined> | undefined;
}

/**
 * Adds one write of a `source` record to the reports' daily rollups (./report-days.ts): its
 * contribution after the write minus before, on the day (or two days, when its report day moved)
 * it concerns, once per event. `timezone` is the centre's (settings/booking).
 */
export async function applyReportWrite(
  source: ReportSource,
  event: WrittenEvent,
  timezone: string,
): Promise<string[]> {
  const before = event.data?.before;
  const after = event.data?.after;
  const id = after?.id ?? before?.id ?? '';
  const contribute = REPORT_CONTRIBUTIONS[source];
  const deltas = reportDeltas(
    before?.exists ? contribute(before.data(), id, timezone) : null,
    after?.exists ? contribute(after.data(), id, timezone) : null,
  );
  return applyReportEvent(db, { id: event.id, time: event.time }, deltas);
}

/** A trigger keeping the reports in step with every write of `source` (one per collection). */
function reportTrigger(source: ReportSource) {
  return onDocumentWritten(
    { document: `${COLLECTIONS[source]}/{recordId}`, ...RETRIED },
    withinRetryWindow(`${source} report`, async (event) => {
      const { timezone } = await loadBookingSettings();
      await applyReportWrite(source, event, timezone);
    }),
  );
}

// Applications and appointments: their writes reach the reports through the dashboard's
// triggers (functions/src/dashboard), one process each instead of two.
export const onVisitReport = reportTrigger('visits');
export const onExamSessionReport = reportTrigger('examSessions');
export const onJobReport = reportTrigger('jobs');
export const onLicenceRenewalReport = reportTrigger('licenceRenewals');
export const onBankRequestReport = reportTrigger('bankRequests');
export const onBankClientReport = reportTrigger('bankClients');
export const onCommissionReport = reportTrigger('commissions');
