import { DEFAULT_BOOKING_SETTINGS, addDays } from '@centre/domain/bookings';
import { COLLECTIONS } from '@centre/domain/collections';
import {
  REPORT_CONTRIBUTIONS,
  REPORT_DAYS_COLLECTION,
  REPORT_EVENTS,
  REPORT_KEYS,
  REPORT_MESSAGES,
  REPORT_SOURCES,
  reportDayRecordSchema,
  reportDeltas,
  sumReportContributions,
  type ReportSource,
} from '@centre/domain/reports';
import { newVisitRecord, queueDateOf } from '@centre/domain/visits';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, createStaff, waitFor } from '../support/admin';
import { clearFirestore } from '../support/emulator-reset';
import { closeClients, expectCallableError, signedInClient } from '../support/functions-client';
import { adminDbOf } from '../support/own-project';
import { applyReportEvent, rebuildReportDayFor } from '../../functions/src/reports/report-days';

// The reports' daily rollups, reportDays/{day} (functions/src/reports): a retried trigger event
// counts once, an event from before a day's rebuild is not counted twice, the deployed triggers
// keep the days in step with real writes (a rescheduled appointment moves to its new day), a
// rebuilt day equals the incremental one, and the rebuildReportDay callable refuses properly.

const ISOLATED = 'demo-reports-events';
const isolatedDb = adminDbOf(ISOLATED);
const TZ = DEFAULT_BOOKING_SETTINGS.timezone;
const TODAY = queueDateOf(new Date(), TZ);
const MINUTE = 60_000;
const DAY_MS = 86_400_000;

async function countsOf(day: string, db: Firestore = adminDb) {
  const snapshot = await db.collection(REPORT_DAYS_COLLECTION).doc(day).get();
  return reportDayRecordSchema.parse({ ...snapshot.data(), id: day }).counts;
}

/** A visit as checkInVisitor stores it, then moved on by `changes`. */
function visit(
  serviceId: string,
  queueDate: string,
  checkedInAt: Date,
  changes: Record<string, unknown> = {},
) {
  return {
    ...newVisitRecord(
      {
        visitorId: 'visitor-1',
        visitorName: 'Wanjiku Kamau',
        serviceId,
        serviceName: `Service ${serviceId}`,
        purpose: 'Renewal',
        ticket: 'P-001',
        queueDate,
        priority: 'normal',
        appointmentId: null,
        createdBy: 'receptionist-uid',
        createdByName: 'Rose Receptionist',
      },
      Timestamp.fromDate(checkedInAt),
    ),
    ...changes,
  };
}

function application(serviceId: string, createdAt: Date, changes: Record<string, unknown> = {}) {
  return {
    // With its reference already given, onApplicationCreated leaves it as written.
    reference: `APP-${randomUUID().slice(0, 6).toUpperCase()}`,
    kind: 'service',
    serviceId,
    status: 'submitted',
    assignedTo: null,
    createdAt: Timestamp.fromDate(createdAt),
    ...changes,
  };
}

function appointment(serviceId: string, date: string, changes: Record<string, unknown> = {}) {
  return {
    reference: 'APT-ABC123',
    serviceId,
    serviceName: `Service ${serviceId}`,
    date,
    start: '10:00',
    end: '10:30',
    status: 'booked',
    rescheduleCount: 0,
    createdAt: Timestamp.fromDate(new Date(Date.now() - 3 * DAY_MS)),
    ...changes,
  };
}

const completedVisit = (serviceId: string, day: string) =>
  REPORT_CONTRIBUTIONS.visits(
    visit(serviceId, day, new Date(), {
      status: 'completed',
      deskStaffId: 'agent-uid',
      deskStaffName: 'Achieng Agent',
      waitMinutes: 12.3,
      serviceMinutes: 7.7,
    }),
    randomUUID(),
    TZ,
  );

describe('report rollup events', () => {
  beforeEach(async () => {
    await isolatedDb.recursiveDelete(isolatedDb.collection(REPORT_DAYS_COLLECTION));
    await isolatedDb.recursiveDelete(isolatedDb.collection(COLLECTIONS.visits));
  });

  it('applies a repeated event (same id) once, and leaves a marker that expires', async () => {
    const contribution = completedVisit('svc-a', TODAY)!;
    const deltas = reportDeltas(null, contribution);
    const event = { id: randomUUID(), time: new Date().toISOString() };
    expect(await applyReportEvent(isolatedDb, event, deltas)).toEqual([TODAY]);
    expect(await applyReportEvent(isolatedDb, event, deltas)).toEqual([]);
    expect(await countsOf(TODAY, isolatedDb)).toEqual(contribution.counts);
    const marker = await isolatedDb
      .collection(REPORT_DAYS_COLLECTION)
      .doc(TODAY)
      .collection(REPORT_EVENTS)
      .doc(event.id)
      .get();
    expect((marker.get('expiresAt') as Timestamp).toMillis()).toBeGreaterThan(Date.now());
    const labels = (await isolatedDb.collection(REPORT_DAYS_COLLECTION).doc(TODAY).get()).get(
      'labels',
    ) as Record<string, string>;
    expect(labels).toMatchObject({ 'staff:agent-uid': 'Achieng Agent' });
  });

  it('moves a rescheduled appointment to its new day in one event, dropping the zeros', async () => {
    const [dayA, dayB] = [addDays(TODAY, 5), addDays(TODAY, 9)];
    const booked = appointment('svc-b', dayA);
    const before = REPORT_CONTRIBUTIONS.appointments(booked, 'p1', TZ);
    const after = REPORT_CONTRIBUTIONS.appointments(
      { ...booked, date: dayB, rescheduleCount: 1 },
      'p1',
      TZ,
    );
    const time = () => new Date().toISOString();
    await applyReportEvent(isolatedDb, { id: 'e1', time: time() }, reportDeltas(null, before));
    expect(await countsOf(dayA, isolatedDb)).toEqual(before!.counts);
    const moved = reportDeltas(before, after);
    expect(moved.map((change) => change.day)).toEqual([dayA, dayB]);
    expect(await applyReportEvent(isolatedDb, { id: 'e2', time: time() }, moved)).toEqual([
      dayA,
      dayB,
    ]);
    expect(await countsOf(dayA, isolatedDb)).toEqual({});
    expect(await countsOf(dayB, isolatedDb)).toEqual(after!.counts);
    expect(after!.counts[REPORT_KEYS.rescheduled('svc-b')]).toBe(1);
  });

  it('skips an event from before the day was rebuilt, which the rebuild counted already', async () => {
    const day = addDays(TODAY, -3);
    const written = new Date(Date.now() - MINUTE);
    const record = visit('svc-c', day, written);
    await isolatedDb.collection(COLLECTIONS.visits).doc('v1').set(record);
    await rebuildReportDayFor(isolatedDb, day, TZ);
    const rebuilt = await countsOf(day, isolatedDb);
    expect(rebuilt[REPORT_KEYS.visitStatus('svc-c', 'waiting')]).toBe(1);
    const deltas = reportDeltas(null, REPORT_CONTRIBUTIONS.visits(record, 'v1', TZ));
    const late = { id: randomUUID(), time: written.toISOString() };
    expect(await applyReportEvent(isolatedDb, late, deltas)).toEqual([]);
    expect(await countsOf(day, isolatedDb)).toEqual(rebuilt);
    // A later event (another visit) still counts.
    const next = { id: randomUUID(), time: new Date(Date.now() + 1000).toISOString() };
    expect(await applyReportEvent(isolatedDb, next, deltas)).toEqual([day]);
    expect((await countsOf(day, isolatedDb))[REPORT_KEYS.visitStatus('svc-c', 'waiting')]).toBe(2);
  });
});

/** The records of `day` as the rebuild finds them, summed: what the triggers must reach. */
async function expectedCounts(sources: Record<ReportSource, string[]>, day: string) {
  const contributions = [];
  for (const source of REPORT_SOURCES) {
    for (const id of sources[source]) {
      const snapshot = await adminDb.collection(COLLECTIONS[source]).doc(id).get();
      const contribution = REPORT_CONTRIBUTIONS[source](snapshot.data(), id, TZ);
      if (contribution?.day === day) contributions.push(contribution);
    }
  }
  return sumReportContributions(contributions).counts;
}

describe('the report triggers', () => {
  beforeEach(clearFirestore);

  it('count a visit from check-in to completion, with its wait, service time and transfer', async () => {
    const service = `svc-${randomUUID().slice(0, 8)}`;
    const ref = adminDb.collection(COLLECTIONS.visits).doc();
    const checkedInAt = new Date(Date.now() - 30 * MINUTE);
    await ref.set(visit(service, TODAY, checkedInAt));
    await waitFor(
      () => countsOf(TODAY),
      (counts) => counts[REPORT_KEYS.visitStatus(service, 'waiting')] === 1,
      { what: 'the waiting visit on its day' },
    );
    await ref.update({
      status: 'completed',
      deskStaffId: 'agent-uid',
      deskStaffName: 'Achieng Agent',
      transferCount: 1,
      waitMinutes: 12.3,
      serviceMinutes: 7.7,
    });
    const counts = await waitFor(
      () => countsOf(TODAY),
      (value) => value[REPORT_KEYS.visitStatus(service, 'completed')] === 1,
      { what: 'the completed visit on its day' },
    );
    expect(counts[REPORT_KEYS.visitStatus(service, 'waiting')]).toBeUndefined();
    expect(counts[REPORT_KEYS.visitTransfers(service)]).toBe(1);
    expect(counts[REPORT_KEYS.waitSum(service, 'agent-uid')]).toBe(12.3);
    expect(counts[REPORT_KEYS.serviceSum(service, 'agent-uid')]).toBe(7.7);
    const labels = (await adminDb.collection(REPORT_DAYS_COLLECTION).doc(TODAY).get()).get(
      'labels',
    ) as Record<string, string>;
    expect(labels[`staff:agent-uid`]).toBe('Achieng Agent');
  });

  it('count an application on its day of submission, and its decision', async () => {
    const service = `svc-${randomUUID().slice(0, 8)}`;
    const createdAt = new Date(Date.now() - 2 * DAY_MS);
    const day = queueDateOf(createdAt, TZ);
    const ref = adminDb.collection(COLLECTIONS.applications).doc();
    await ref.set(application(service, createdAt));
    const submitted = REPORT_KEYS.application('service', service, '-', 'submitted');
    await waitFor(
      () => countsOf(day),
      (counts) => counts[submitted] === 1,
      { what: 'the submitted application on its day' },
    );
    await ref.update({ status: 'approved', decidedAt: Timestamp.now() });
    const counts = await waitFor(
      () => countsOf(day),
      (value) => value[REPORT_KEYS.application('service', service, '-', 'approved')] === 1,
      { what: 'the approved application on its day' },
    );
    expect(counts[submitted]).toBeUndefined();
    expect(counts[REPORT_KEYS.decision(service, 2)]).toBe(1);
    expect(counts[REPORT_KEYS.decisionSum(service)]).toBeCloseTo(2, 2);
  });

  it('move a rescheduled appointment to its new day', async () => {
    const service = `svc-${randomUUID().slice(0, 8)}`;
    const [dayA, dayB] = [addDays(TODAY, 4), addDays(TODAY, 11)];
    const ref = adminDb.collection(COLLECTIONS.appointments).doc();
    await ref.set(appointment(service, dayA));
    await waitFor(
      () => countsOf(dayA),
      (counts) => counts[REPORT_KEYS.appointment(service, 'booked')] === 1,
      { what: 'the appointment on its first day' },
    );
    await ref.update({ date: dayB, rescheduleCount: 1 });
    const moved = await waitFor(
      () => countsOf(dayB),
      (counts) => counts[REPORT_KEYS.rescheduled(service)] === 1,
      { what: 'the appointment on its new day' },
    );
    expect(moved[REPORT_KEYS.appointment(service, 'booked')]).toBe(1);
    const left = await waitFor(
      () => countsOf(dayA),
      (counts) => counts[REPORT_KEYS.appointment(service, 'booked')] === undefined,
      { what: 'the appointment gone from its first day' },
    );
    expect(Object.keys(left).filter((key) => key.includes(service))).toEqual([]);
  });

  it('reach what a rebuild of the day computes from its records', async () => {
    // A day of its own, so that no other test's records or late events reach it.
    const day = '2021-03-10';
    const noon = new Date(`${day}T19:00:00Z`); // 12:00 or 13:00 in the centre's zone
    const ids = Object.fromEntries(
      REPORT_SOURCES.map((source) => [source, [] as string[]]),
    ) as Record<ReportSource, string[]>;
    const write = async (source: ReportSource, data: Record<string, unknown>) => {
      const ref = adminDb.collection(COLLECTIONS[source]).doc();
      ids[source].push(ref.id);
      await ref.set(data);
      return ref;
    };
    const services = ['svc-x', 'svc-y'];
    const visits = [];
    for (let i = 0; i < 6; i += 1) {
      const checkedInAt = new Date(noon.getTime() - (i + 1) * 37 * MINUTE);
      visits.push(await write('visits', visit(services[i % 2]!, day, checkedInAt)));
    }
    const applications = [];
    for (let i = 0; i < 4; i += 1) {
      const createdAt = new Date(noon.getTime() - i * 53 * MINUTE);
      applications.push(await write('applications', application(services[i % 2]!, createdAt)));
    }
    const appointments = [];
    for (let i = 0; i < 3; i += 1) {
      appointments.push(await write('appointments', appointment(services[i % 2]!, day)));
    }
    await write('jobs', {
      title: 'Clerk',
      status: 'published',
      publishedAt: Timestamp.fromDate(noon),
    });
    // Then the day goes on: visits served (tenths of minutes), transferred, one deleted;
    // applications decided (fractions of days); an appointment moved away, another to the day.
    for (const [i, ref] of visits.entries()) {
      if (i === 5) await ref.delete();
      else
        await ref.update({
          status: i % 3 === 0 ? 'no_show' : 'completed',
          deskStaffId: i % 3 === 0 ? null : `staff-${i % 2}`,
          deskStaffName: i % 3 === 0 ? null : `Staff ${i % 2}`,
          waitMinutes: i % 3 === 0 ? null : 3.1 + i * 4.7,
          serviceMinutes: 5.3 + i * 1.9,
          transferCount: i === 1 ? 2 : 0,
        });
    }
    for (const [i, ref] of applications.entries()) {
      if (i < 3) {
        await ref.update({
          status: i === 0 ? 'rejected' : 'approved',
          decidedAt: Timestamp.fromMillis(noon.getTime() + (i + 1) * 1.37 * DAY_MS),
        });
      }
    }
    await appointments[0]!.update({ date: '2021-03-11', rescheduleCount: 1 });
    await appointments[1]!.update({ status: 'no_show' });
    await write(
      'appointments',
      appointment('svc-y', '2021-03-09', { date: day, rescheduleCount: 1 }),
    );

    const expected = await expectedCounts(ids, day);
    expect(Object.keys(expected).length).toBeGreaterThan(20);
    const incremental = await waitFor(
      () => countsOf(day),
      (counts) => JSON.stringify(sortKeys(counts)) === JSON.stringify(sortKeys(expected)),
      { what: 'the triggers to settle on the day', timeoutMs: 90_000 },
    );
    const answer = await rebuildReportDayFor(adminDb, day, TZ);
    expect(answer.records.visits).toBe(5);
    expect(answer.records.applications).toBe(4);
    expect(answer.records.appointments).toBe(3);
    expect(answer.counters).toBe(Object.keys(incremental).length);
    expect(await countsOf(day)).toEqual(incremental);
  }, 120_000);
});

const sortKeys = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));

describe('the rebuildReportDay callable', () => {
  afterAll(closeClients);

  it('lets an admin rebuild a past day, and refuses a manager, bad input and a future day', async () => {
    const day = '2021-04-02';
    await adminDb
      .collection(COLLECTIONS.visits)
      .doc()
      .set(visit('svc-r', day, new Date(`${day}T17:00:00Z`)));
    const [admin, manager] = await Promise.all([createStaff('admin'), createStaff('manager')]);
    const [asAdmin, asManager] = await Promise.all([
      signedInClient(admin),
      signedInClient(manager),
    ]);

    await expectCallableError(asManager.call('rebuildReportDay', { day }), 'permission-denied');
    for (const bad of [{}, { day: '2021-02-30' }, { day: 20210402 }, { day, extra: 1 }]) {
      await expectCallableError(asAdmin.call('rebuildReportDay', bad), 'invalid-argument');
    }
    await expectCallableError(
      asAdmin.call('rebuildReportDay', { day: addDays(TODAY, 2) }),
      'failed-precondition',
      REPORT_MESSAGES.dayInFuture,
    );

    const answer = await asAdmin.call<{ day: string; records: Record<string, number> }>(
      'rebuildReportDay',
      { day },
    );
    expect(answer.day).toBe(day);
    expect(answer.records.visits).toBe(1);
    const rebuilt = await adminDb.collection(REPORT_DAYS_COLLECTION).doc(day).get();
    expect(rebuilt.get('counts')).toMatchObject({
      [REPORT_KEYS.visitStatus('svc-r', 'waiting')]: 1,
    });
    expect(rebuilt.get('rebuiltAt')).toBeInstanceOf(Timestamp);
  });
});
