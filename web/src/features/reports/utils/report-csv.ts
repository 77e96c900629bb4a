import { COMMISSION_CURRENCY } from '@centre/domain/bank';
import type { ReportSummary, ServiceTimes } from '@centre/domain/reports';
import { buildCsv } from '../../../lib/csv';
import { centsToMoneyText } from '../../../lib/money';
import type { ReportNames } from './names';

// The reports' CSV exports: the table behind each report, with English column headers as every
// export of the back office (lib/csv.ts), names as the page shows them.

/** A figure for a spreadsheet: at most one decimal, empty when there is none. */
export const csvNumber = (value: number | null): string =>
  value === null ? '' : String(Math.round(value * 10) / 10);

/** A share (0..1) as a percentage with one decimal. */
export const csvPercent = (value: number | null): string =>
  value === null ? '' : String(Math.round(value * 1000) / 10);

/** The keys of a row's counts. */
export type CountKey<Row> = { [K in keyof Row]: Row[K] extends number ? K : never }[keyof Row];

/**
 * A table by service: the service's name, then the counts named in `columns` (key: header), in
 * that order.
 */
function byServiceCsv<Row extends { serviceId: string }>(
  rows: readonly Row[],
  names: ReportNames,
  columns: Readonly<Partial<Record<CountKey<Row>, string>>>,
): string {
  const keys = Object.keys(columns) as CountKey<Row>[];
  return buildCsv(
    ['Service', ...keys.map((key) => columns[key] ?? '')],
    rows.map((row) => [names.service(row.serviceId), ...keys.map((key) => row[key] as number)]),
  );
}

export function visitsCsv(summary: ReportSummary, names: ReportNames): string {
  return byServiceCsv(summary.visits.byService, names, {
    arrivals: 'Arrivals',
    served: 'Served',
    noShows: 'No-shows',
    transfers: 'Transfers',
  });
}

const timeCells = (times: ServiceTimes) => [
  times.wait.count,
  csvNumber(times.wait.average),
  csvNumber(times.wait.median),
  csvNumber(times.wait.p90),
  csvPercent(times.waitAboveTarget),
  times.service.count,
  csvNumber(times.service.average),
  csvNumber(times.service.median),
  csvNumber(times.service.p90),
];

export function timesCsv(summary: ReportSummary, names: ReportNames): string {
  const target = summary.times.targetMinutes;
  return buildCsv(
    [
      'By',
      'Name',
      'Waits',
      'Average wait (min)',
      'Median wait (min)',
      '90th percentile wait (min)',
      `Waits over ${target} min (%)`,
      'Services',
      'Average service (min)',
      'Median service (min)',
      '90th percentile service (min)',
    ],
    [
      ...summary.times.byService.map((row) => [
        'Service',
        names.service(row.serviceId),
        ...timeCells(row),
      ]),
      ...summary.times.byStaff.map((row) => ['Staff', names.staff(row.staffId), ...timeCells(row)]),
    ],
  );
}

export function applicationsCsv(summary: ReportSummary, names: ReportNames): string {
  return byServiceCsv(summary.applications.byService, names, {
    received: 'Received',
    open: 'Open',
    decided: 'Decided',
  });
}

export function appointmentsCsv(summary: ReportSummary, names: ReportNames): string {
  return byServiceCsv(summary.appointments.byService, names, {
    booked: 'Booked',
    cancelled: 'Cancelled',
    rescheduled: 'Rescheduled',
    noShows: 'No-shows',
  });
}

export function examsCsv(summary: ReportSummary, names: ReportNames): string {
  return buildCsv(
    ['Session', 'Date', 'Seats', 'Booked'],
    summary.appointments.exams.map((row) => [
      names.session(row.sessionId),
      row.day,
      row.capacity,
      row.booked,
    ]),
  );
}

export function agentsCsv(summary: ReportSummary, names: ReportNames): string {
  return buildCsv(
    ['Agent', 'Activations', 'Commissions', `Amount (${COMMISSION_CURRENCY})`],
    summary.bank.byAgent.map((row) => [
      names.staff(row.staffId),
      row.activations,
      row.commissions,
      centsToMoneyText(row.cents),
    ]),
  );
}
