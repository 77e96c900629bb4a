import { DEFAULT_BOOKING_SETTINGS, addDays } from '@centre/domain/bookings';
import { COLLECTIONS } from '@centre/domain/collections';
import {
  REPORT_READ_BUDGET_31_DAYS,
  daysOfRange,
  summariseReport,
  type ReportRange,
} from '@centre/domain/reports';
import { queueDateOf, type VisitStatus } from '@centre/domain/visits';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { rebuildReportDayFor } from '../../functions/src/reports/report-days';
import { ReadMeter } from '../../web/src/data/dashboard/read-meter';
import { loadReport } from '../../web/src/data/reports/load-report';
import { useOwnProject } from '../support/own-project';

// The reports' read budget (docs/product.md "Reports"): a 31-day report reads at most
// REPORT_READ_BUDGET_31_DAYS documents with 10,000 visits, and shows the right numbers. A project
// of its own, so that the functions emulator's triggers (which watch the default project) do not
// run 10,000 times: the records are written with the Admin SDK, and the rollups are built by
// rebuildReportDayFor, the same contribution code as the triggers'. The report is loaded under
// the rules, as a manager's browser loads it.

const PROJECT = 'demo-report-reads';
const VISITS = 10_000;
const DAYS = 31;
const TZ = DEFAULT_BOOKING_SETTINGS.timezone;
const NOW = new Date();
const TODAY = queueDateOf(NOW, TZ);
const RANGE: ReportRange = { from: addDays(TODAY, -DAYS), to: addDays(TODAY, -1) };
const RANGE_DAYS = daysOfRange(RANGE);
const SERVICES = ['passport-renewal', 'national-id', 'birth-certificate'];
const STAFF = ['agent-uid', 'manager-uid'];

/** Visit i: its day, service and final status (every 7th a no-show, every 9th left cancelled). */
function visitStatusOf(i: number): VisitStatus {
  if (i % 7 === 0) return 'no_show';
  if (i % 9 === 0) return 'cancelled';
  return 'completed';
}

const visits = Array.from({ length: VISITS }, (_, i) => {
  const day = RANGE_DAYS[i % DAYS]!;
  const status = visitStatusOf(i);
  const served = status === 'completed';
  // Check-in between 08:00 and 15:59 in the centre's zone (the day's noon, UTC-6 or -7, less).
  const checkedInAt = new Date(Date.parse(`${day}T15:00:00Z`) + ((i % 480) - 60) * 60_000);
  return {
    visitorId: `visitor-${i % 2000}`,
    visitorName: `Visitor ${i}`,
    serviceId: SERVICES[i % SERVICES.length]!,
    serviceName: `Service ${i % SERVICES.length}`,
    purpose: 'Renewal',
    ticket: `P-${i}`,
    queueDate: day,
    status,
    priority: 'normal',
    deskStaffId: served ? STAFF[i % 2]! : null,
    deskStaffName: served ? `Staff ${i % 2}` : null,
    transferCount: i % 50 === 0 ? 1 : 0,
    checkedInAt: Timestamp.fromDate(checkedInAt),
    waitMinutes: served ? (i % 60) + 0.5 : null,
    serviceMinutes: served ? (i % 25) + 1 : null,
    createdBy: 'receptionist-uid',
    createdByName: 'Rose Receptionist',
  };
});
const applications = Array.from({ length: 300 }, (_, i) => ({
  reference: `APP-${String(100000 + i)}`,
  kind: i % 5 === 0 ? 'hca' : 'service',
  serviceId: SERVICES[i % SERVICES.length]!,
  status: i % 3 === 0 ? 'approved' : 'submitted',
  assignedTo: null,
  createdAt: Timestamp.fromDate(new Date(Date.parse(`${RANGE_DAYS[i % DAYS]}T17:00:00Z`))),
}));
const appointments = Array.from({ length: 300 }, (_, i) => ({
  serviceId: SERVICES[i % SERVICES.length]!,
  serviceName: `Service ${i % SERVICES.length}`,
  date: RANGE_DAYS[i % DAYS]!,
  status: i % 4 === 0 ? 'no_show' : 'completed',
  rescheduleCount: i % 10 === 0 ? 1 : 0,
}));

const project = useOwnProject(
  PROJECT,
  async (own) => {
    const admin = own.admin();
    const writer = admin.bulkWriter();
    visits.forEach((visit, i) => void writer.set(admin.doc(`${COLLECTIONS.visits}/v-${i}`), visit));
    applications.forEach(
      (record, i) => void writer.set(admin.doc(`${COLLECTIONS.applications}/a-${i}`), record),
    );
    appointments.forEach(
      (record, i) => void writer.set(admin.doc(`${COLLECTIONS.appointments}/p-${i}`), record),
    );
    await writer.close();
    for (const day of RANGE_DAYS) await rebuildReportDayFor(admin, day, TZ);
  },
  600_000,
);

const loadAs = (actor: 'manager' | 'receptionist', meter = new ReadMeter()) =>
  loadReport(project.dbOf(actor), {
    preset: 'custom',
    custom: RANGE,
    now: NOW,
    meter,
  });

describe(`a ${DAYS}-day report with ${VISITS} visits`, () => {
  it(`costs a manager at most ${REPORT_READ_BUDGET_31_DAYS} reads and counts every visit`, async () => {
    const meter = new ReadMeter();
    const data = await loadAs('manager', meter);
    console.info(`report-reads: a ${DAYS}-day report read ${data.reads} documents`);
    expect(data.reads, JSON.stringify(meter.entries)).toBeLessThanOrEqual(
      REPORT_READ_BUDGET_31_DAYS,
    );
    expect(data.reads).toBe(meter.reads);
    expect(data.records).toHaveLength(DAYS);

    const summary = summariseReport(data.range, data.records, {
      today: data.today,
      targetMinutes: data.targetMinutes,
    });
    const count = (status: VisitStatus) => visits.filter((v) => v.status === status).length;
    expect(summary.visits.arrivals).toBe(VISITS);
    expect(summary.visits.served).toBe(count('completed'));
    expect(summary.visits.noShows).toBe(count('no_show'));
    expect(summary.visits.transfers).toBe(visits.filter((v) => v.transferCount > 0).length);
    expect(summary.times.wait.count).toBe(count('completed'));
    const waitSum = visits.reduce((sum, v) => sum + (v.waitMinutes ?? 0), 0);
    expect(summary.times.wait.average).toBeCloseTo(waitSum / count('completed'), 6);
    expect(summary.applications.received).toBe(applications.length);
    expect(summary.applications.byStatus.approved).toBe(
      applications.filter((a) => a.status === 'approved').length,
    );
    expect(summary.appointments.booked).toBe(appointments.length);
    expect(summary.appointments.noShows).toBe(
      appointments.filter((a) => a.status === 'no_show').length,
    );
    expect(summary.appointments.rescheduled).toBe(
      appointments.filter((a) => a.rescheduleCount > 0).length,
    );
  });

  it("refuses a receptionist's load (no view_reports)", async () => {
    await expect(loadAs('receptionist')).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
