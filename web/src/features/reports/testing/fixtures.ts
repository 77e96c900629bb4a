import type { ReportDayRecord } from '@centre/domain/reports';
import type { ReportData } from '../../../data/reports/load-report';

/** A reportDays/{day} rollup with the given counters and names. */
export function aReportDay(
  id: string,
  counts: Record<string, number>,
  labels: Record<string, string> = {},
): ReportDayRecord {
  return { id, counts, labels, rebuiltAt: null, updatedAt: null };
}

/** What loadReport answers: the range, the centre's day and target, the rollups. */
export function aReport(
  range: { from: string; to: string },
  records: ReportDayRecord[],
  today = '2026-03-18',
): ReportData {
  return { range, today, timezone: 'America/Edmonton', targetMinutes: 20, records, reads: 2 };
}
