// The front desk and queue callables (issue 11) on the emulators: registration and search with
// masked answers, idempotent check-in, appointment check-in, desks (and the claims sync closing
// the desk of a holder who may no longer hold one), call next, the visit's workflow, transfer,
// assignment, permissions, and the anonymisation job. Concurrency: visits-concurrency.test.ts.
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  VISIT_MESSAGES,
  queueDateOf,
  ticketCounterId,
  type CallNextAnswer,
  type CheckedIn,
  type DeskAnswer,
  type SavedVisitor,
  type VisitAnswer,
  type VisitorMatch,
} from '@centre/domain/visits';
import { addDays } from '@centre/domain/bookings';
import { dayBoundsOf } from '@centre/domain/reports';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, createStaff, userRef, waitFor, type Staff } from '../support/admin';
import {
  ANONYMISED_NAME,
  anonymiseVisitorsBefore,
} from '../../functions/src/visits/anonymise-old-visitors';
import { syncClaims } from '../../functions/src/users/sync-user-claims';
import { openDeskFor } from '../../functions/src/visits/open-desk';
import { BOOKING_SERVICE_ID, TEST_BOOKING_SETTINGS, bookedAppointment } from '../support/bookings';
import { clearProject } from '../support/emulator-reset';
import {
  closeClients,
  expectCallableError,
  expectRefusedUnchanged,
  newClient,
  signedInClient,
  signedInStaff,
  type Client,
} from '../support/functions-client';
import {
  NATIONAL_ID,
  PASSPORT,
  RETIRED,
  readBoard,
  readDisplay,
  readVisit,
  seedQueue,
  visitRef,
  visitorDetails,
  walkIn,
} from '../support/visits';

const today = () => queueDateOf(new Date(), TEST_BOOKING_SETTINGS.timezone);

let receptionist: Staff;
let agent: Staff;
let desk: Client;
let reception: Client;

beforeEach(async () => {
  await clearProject();
  await seedQueue();
  [{ user: receptionist, client: reception }, { user: agent, client: desk }] = await Promise.all([
    signedInStaff('receptionist'),
    signedInStaff('agent'),
  ]);
});
afterEach(closeClients);

const checkIn = (data: unknown, client = reception) =>
  client.call<CheckedIn>('checkInVisitor', data);
const historyOf = async (visitId: string) =>
  (await visitRef(visitId).collection(SUBCOLLECTIONS.history).orderBy('at').get()).docs.map((d) =>
    d.data(),
  );
const openMyDesk = (serviceIds = [PASSPORT], client = desk, deskName = 'Desk 3') =>
  client.call<DeskAnswer>('openDesk', { deskName, serviceIds });
const callNext = (client = desk) => client.call<CallNextAnswer>('callNextVisit', {});
const readDesk = async (uid: string) =>
  (await adminDb.collection(COLLECTIONS.desks).doc(uid).get()).data();

describe('saveVisitor and findVisitors', () => {
  it('stores the phone in E.164 with search tokens, and a retry updates the same record', async () => {
    const requestId = randomUUID();
    const visitor = visitorDetails({
      firstName: 'Zawadi',
      lastName: 'Otieno',
      phone: '(587) 555-0199',
    });
    const first = await reception.call<SavedVisitor>('saveVisitor', { requestId, visitor });
    expect(first).toEqual({ visitorId: requestId, created: true });
    const again = await reception.call<SavedVisitor>('saveVisitor', { requestId, visitor });
    expect(again).toEqual({ visitorId: requestId, created: false });
    expect((await adminDb.collection(COLLECTIONS.visitors).count().get()).data().count).toBe(1);

    const stored = (await adminDb.collection(COLLECTIONS.visitors).doc(requestId).get()).data()!;
    expect(stored).toMatchObject({
      firstName: 'Zawadi',
      lastName: 'Otieno',
      phone: '+15875550199',
      nationality: null,
      address: null,
      notes: null,
      visitCount: 0,
      lastVisitAt: null,
      anonymised: false,
      createdBy: receptionist.uid,
      createdByName: receptionist.record.displayName,
    });
    expect(stored.searchTokens).toEqual(
      expect.arrayContaining(['zawadi', 'otieno', '15875550199']),
    );
  });

  it('refuses an invalid phone number with the domain message', async () => {
    await expectCallableError(
      reception.call('saveVisitor', {
        requestId: randomUUID(),
        visitor: visitorDetails({ phone: '12345' }),
      }),
      'invalid-argument',
      VISIT_MESSAGES.phone,
    );
  });

  it('keeps the stored phone, email and ID number when an update leaves them empty', async () => {
    const { visitorId } = await reception.call<SavedVisitor>('saveVisitor', {
      requestId: randomUUID(),
      visitor: visitorDetails({ firstName: 'Baraka', phone: '587 555 0142', address: '1 Main St' }),
    });
    await reception.call('saveVisitor', {
      requestId: randomUUID(),
      visitorId,
      visitor: { firstName: 'Baraka', lastName: 'Mwangi', phone: '', email: '', idNumber: '' },
    });
    const stored = (await adminDb.collection(COLLECTIONS.visitors).doc(visitorId).get()).data()!;
    expect(stored.lastName).toBe('Mwangi');
    expect(stored.phone).toBe('+15875550142');
    expect(stored.address).toBe('1 Main St');
    expect(stored.email).toMatch(/@example\.org$/);
    expect(stored.idNumber).toMatch(/^AK/);
    expect(stored.searchTokens).toContain('mwangi');
  });

  it('finds a visitor by name, ID or a phone typed in any format, masked only', async () => {
    const visitor = visitorDetails({
      firstName: 'Nia',
      lastName: 'Kamau',
      phone: '+1 587 555 0177',
      email: 'nia.kamau@example.org',
      idNumber: 'KE9988776',
      dateOfBirth: '1988-05-04',
    });
    const { visitorId } = await reception.call<SavedVisitor>('saveVisitor', {
      requestId: randomUUID(),
      visitor,
    });
    for (const query of [
      'Nia Kam',
      'kamau',
      '587-555-0177',
      '+15875550177',
      '(587) 555 0177',
      'ke998',
    ]) {
      const matches = await reception.call<VisitorMatch[]>('findVisitors', { query });
      expect(
        matches.map((m) => m.visitorId),
        query,
      ).toEqual([visitorId]);
    }
    const [match] = await reception.call<VisitorMatch[]>('findVisitors', { query: 'Nia' });
    expect(match).toEqual({
      visitorId,
      firstName: 'Nia',
      lastName: 'Kamau',
      phoneMasked: '•••• 0177',
      emailMasked: 'n•••@example.org',
      idType: 'passport',
      idNumberMasked: '•••••8776',
      dateOfBirthYear: '1988',
      language: 'en',
      visitCount: 0,
      lastVisitAt: null,
    });
    const text = JSON.stringify(match);
    for (const secret of ['5875550177', 'nia.kamau', 'KE9988776', '05-04']) {
      expect(text).not.toContain(secret);
    }
    expect(await reception.call('findVisitors', { query: 'nobody' })).toEqual([]);
  });

  it('refuses a stranger, a bank agent, and a search of one character', async () => {
    await expectCallableError(newClient().call('findVisitors', { query: 'am' }), 'unauthenticated');
    const bank = await signedInClient(await createStaff('bank_agent'));
    await expectCallableError(bank.call('findVisitors', { query: 'am' }), 'permission-denied');
    await expectCallableError(
      reception.call('findVisitors', { query: 'a' }),
      'invalid-argument',
      VISIT_MESSAGES.search,
    );
  });
});

describe('checkInVisitor', () => {
  it('writes a waiting visit with every field, its history, the visitor counts and the display', async () => {
    const input = walkIn(PASSPORT, { purpose: 'Renew passport', priority: 'priority' });
    const answer = await checkIn(input);
    const date = today();
    expect(answer).toEqual({
      visitId: input.requestId,
      visitorId: input.requestId,
      ticket: 'A-001',
      serviceId: PASSPORT,
      queueDate: date,
      created: true,
    });
    const visit = await readVisit(answer.visitId);
    expect(visit).toMatchObject({
      visitorId: answer.visitorId,
      visitorName: `${input.visitor.firstName} ${input.visitor.lastName}`,
      serviceId: PASSPORT,
      serviceName: 'Passport Application and Renewal',
      purpose: 'Renew passport',
      ticket: 'A-001',
      queueDate: date,
      status: 'waiting',
      priority: 'priority',
      appointmentId: null,
      assignedTo: null,
      desk: null,
      recallCount: 0,
      calledAt: null,
      waitMinutes: null,
      createdBy: receptionist.uid,
      createdByName: receptionist.record.displayName,
    });
    expect(visit.checkedInAt).toBeInstanceOf(Timestamp);
    expect(await historyOf(answer.visitId)).toEqual([
      expect.objectContaining({
        event: 'checked_in',
        from: null,
        to: 'waiting',
        by: receptionist.uid,
      }),
    ]);
    const visitor = (
      await adminDb.collection(COLLECTIONS.visitors).doc(answer.visitorId).get()
    ).data()!;
    expect(visitor.visitCount).toBe(1);
    expect(visitor.lastVisitAt).toBeInstanceOf(Timestamp);
    const display = await readDisplay(date);
    expect(display.services[PASSPORT]).toMatchObject({
      waiting: 1,
      openDesks: 0,
      served: 0,
      // Named as the catalogue names it: staff pages name the line without reading it.
      names: { en: 'Passport Application and Renewal' },
    });
    expect(JSON.stringify(display)).not.toContain(input.visitor.lastName);
    // The public wait estimate trusts the newest display until the end of the centre's day.
    expect((display.validUntil as Timestamp).toDate()).toEqual(
      dayBoundsOf(date, TEST_BOOKING_SETTINGS.timezone).end,
    );
  });

  it('answers a retry with the same requestId with the same visit and no second ticket', async () => {
    const input = walkIn();
    const first = await checkIn(input);
    const retry = await checkIn(input);
    expect(retry).toEqual({ ...first, created: false });
    expect((await adminDb.collection(COLLECTIONS.visits).count().get()).data().count).toBe(1);
    const counter = await adminDb
      .collection(COLLECTIONS.counters)
      .doc(ticketCounterId(PASSPORT, today()))
      .get();
    expect(counter.get('next')).toBe(2);
    expect((await readDisplay(today())).services[PASSPORT].waiting).toBe(1);
    const visitor = (
      await adminDb.collection(COLLECTIONS.visitors).doc(first.visitorId).get()
    ).data()!;
    expect(visitor.visitCount).toBe(1);
  });

  it('numbers each service on its own and checks a known visitor in again', async () => {
    const first = await checkIn(walkIn(PASSPORT));
    const other = await checkIn(walkIn(NATIONAL_ID));
    const again = await checkIn({
      requestId: randomUUID(),
      visitorId: first.visitorId,
      serviceId: PASSPORT,
    });
    expect([first.ticket, other.ticket, again.ticket]).toEqual(['A-001', 'B-001', 'A-002']);
    const visitor = (
      await adminDb.collection(COLLECTIONS.visitors).doc(first.visitorId).get()
    ).data()!;
    expect(visitor.visitCount).toBe(2);
  });

  it('refuses an inactive service and an unknown visitor', async () => {
    await expectCallableError(
      checkIn(walkIn(RETIRED)),
      'failed-precondition',
      VISIT_MESSAGES.serviceNotFound,
    );
    await expectCallableError(
      checkIn({ requestId: randomUUID(), visitorId: 'nobody', serviceId: PASSPORT }),
      'not-found',
      VISIT_MESSAGES.visitorNotFound,
    );
  });

  describe('with an appointment', () => {
    async function appointment(date: string, status = 'booked'): Promise<string> {
      const ref = adminDb.collection(COLLECTIONS.appointments).doc();
      await ref.set(
        bookedAppointment(FieldValue.serverTimestamp(), {
          reference: 'APT-2345AB',
          date,
          start: '10:00',
          end: '10:15',
          slotId: `${BOOKING_SERVICE_ID}_${date.replaceAll('-', '')}_1000`,
          status,
        }),
      );
      return ref.id;
    }

    it("checks today's appointment in: checked_in with the visit's id and a history entry", async () => {
      const appointmentId = await appointment(today());
      const answer = await checkIn({
        requestId: randomUUID(),
        visitor: visitorDetails(),
        appointmentId,
      });
      expect(answer.serviceId).toBe(BOOKING_SERVICE_ID);
      expect(answer.ticket).toBe('QC-001');
      const stored = (
        await adminDb.collection(COLLECTIONS.appointments).doc(appointmentId).get()
      ).data()!;
      expect(stored.status).toBe('checked_in');
      expect(stored.visitId).toBe(answer.visitId);
      const history = await adminDb
        .collection(`${COLLECTIONS.appointments}/${appointmentId}/${SUBCOLLECTIONS.history}`)
        .get();
      expect(history.docs.map((d) => d.data())).toEqual([
        expect.objectContaining({ from: 'booked', to: 'checked_in', by: receptionist.uid }),
      ]);
      expect((await readVisit(answer.visitId)).appointmentId).toBe(appointmentId);
      await expectCallableError(
        checkIn({ requestId: randomUUID(), visitorId: answer.visitorId, appointmentId }),
        'failed-precondition',
        VISIT_MESSAGES.appointmentAlreadyCheckedIn,
      );
    });

    it("refuses tomorrow's appointment and a cancelled one, and writes nothing", async () => {
      const tomorrow = await appointment(addDays(today(), 1));
      await expectCallableError(
        checkIn({ requestId: randomUUID(), visitor: visitorDetails(), appointmentId: tomorrow }),
        'failed-precondition',
        VISIT_MESSAGES.appointmentNotToday,
      );
      const cancelled = await appointment(today(), 'cancelled');
      await expectCallableError(
        checkIn({ requestId: randomUUID(), visitor: visitorDetails(), appointmentId: cancelled }),
        'failed-precondition',
        VISIT_MESSAGES.appointmentNotCheckable,
      );
      expect((await adminDb.collection(COLLECTIONS.visits).count().get()).data().count).toBe(0);
      expect((await adminDb.collection(COLLECTIONS.visitors).count().get()).data().count).toBe(0);
    });
  });
});

describe('desks, call next and the visit workflow', () => {
  const update = (visitId: string, action: string, extra: Record<string, unknown> = {}) =>
    desk.call<VisitAnswer>('updateVisit', { visitId, action, ...extra });

  it('refuses call next to a receptionist and to staff with no open desk', async () => {
    await expectCallableError(reception.call('callNextVisit', {}), 'permission-denied');
    await expectCallableError(callNext(), 'failed-precondition', VISIT_MESSAGES.noDeskOpen);
    await expectCallableError(
      desk.call('closeDesk', {}),
      'failed-precondition',
      VISIT_MESSAGES.noDeskOpen,
    );
    await expectCallableError(
      openMyDesk([RETIRED]),
      'failed-precondition',
      VISIT_MESSAGES.serviceNotFound,
    );
  });

  it('opens a desk on the board and the display, and answers null when nobody waits', async () => {
    expect(await openMyDesk()).toEqual({ deskName: 'Desk 3', serviceIds: [PASSPORT], open: true });
    const date = today();
    expect((await readDisplay(date)).services[PASSPORT]).toMatchObject({
      openDesks: 1,
      names: { en: 'Passport Application and Renewal' },
    });
    expect((await readBoard(date)).desks[agent.uid]).toMatchObject({
      deskName: 'Desk 3',
      staffName: agent.record.displayName,
      serviceIds: [PASSPORT],
    });
    expect(await callNext()).toMatchObject({ visitId: null, ticket: null, deskName: 'Desk 3' });
    expect(await desk.call('closeDesk', {})).toEqual({
      deskName: 'Desk 3',
      serviceIds: [PASSPORT],
      open: false,
    });
    expect((await readDisplay(date)).services[PASSPORT].openDesks).toBe(0);
    expect((await readBoard(date)).desks[agent.uid]).toBeUndefined();
  });

  it('calls priority first, then in check-in order, and runs a visit to completion', async () => {
    const walkInFirst = await checkIn(walkIn());
    const priority = await checkIn(walkIn(PASSPORT, { priority: 'priority' }));
    await openMyDesk();
    const first = await callNext();
    expect(first.visitId).toBe(priority.visitId);
    // One visitor at a time: the desk finishes the one it called first.
    await expectCallableError(callNext(), 'failed-precondition', VISIT_MESSAGES.finishCurrent);
    expect((await readVisit(walkInFirst.visitId)).status).toBe('waiting');

    const date = today();
    const called = await readVisit(priority.visitId);
    expect(called).toMatchObject({
      status: 'called',
      desk: 'Desk 3',
      deskStaffId: agent.uid,
      deskStaffName: agent.record.displayName,
      assignedTo: agent.uid,
      assignedToName: agent.record.displayName,
    });
    expect(typeof called.waitMinutes).toBe('number');
    const display = await readDisplay(date);
    expect(display.services[PASSPORT].waiting).toBe(1);
    expect(display.recentCalls[0]).toMatchObject({
      ticket: priority.ticket,
      serviceId: PASSPORT,
      desk: 'Desk 3',
      firstName: null,
    });

    await expectCallableError(
      update(priority.visitId, 'complete'),
      'failed-precondition',
      VISIT_MESSAGES.notAllowed,
    );
    await expectCallableError(
      update(priority.visitId, 'start', { expectedStatus: 'waiting' }),
      'failed-precondition',
      VISIT_MESSAGES.stale,
    );
    expect(await update(priority.visitId, 'start', { expectedStatus: 'called' })).toEqual({
      visitId: priority.visitId,
      status: 'in_service',
      ticket: priority.ticket,
    });
    // A retried start changes nothing.
    expect((await update(priority.visitId, 'start')).status).toBe('in_service');
    await update(priority.visitId, 'complete', { note: 'Renewal form sent' });
    const done = await readVisit(priority.visitId);
    expect(done).toMatchObject({ status: 'completed', outcome: 'Renewal form sent' });
    expect(typeof done.serviceMinutes).toBe('number');
    expect(done.completedAt).toBeInstanceOf(Timestamp);
    expect((await historyOf(priority.visitId)).map((h) => h.event)).toEqual([
      'checked_in',
      'called',
      'started',
      'completed',
    ]);
    const after = await readDisplay(date);
    expect(after.services[PASSPORT]).toMatchObject({
      served: 1,
      serviceMinutes: [done.serviceMinutes],
    });
    // Done with the first, the desk calls the walk-in.
    expect((await callNext()).visitId).toBe(walkInFirst.visitId);
    const next = await readDisplay(date);
    expect(next.services[PASSPORT].waiting).toBe(0);
    expect(next.recentCalls[0]).toMatchObject({ ticket: walkInFirst.ticket, desk: 'Desk 3' });
    const deskRecord = (await adminDb.collection(COLLECTIONS.desks).doc(agent.uid).get()).data()!;
    expect(deskRecord.currentVisitId).toBe(walkInFirst.visitId);
  });

  it('marks a no-show only after two recalls, and frees the desk', async () => {
    const visit = await checkIn(walkIn());
    await openMyDesk();
    await callNext();
    await expectCallableError(
      update(visit.visitId, 'no_show'),
      'failed-precondition',
      VISIT_MESSAGES.noShowTooEarly,
    );
    await update(visit.visitId, 'recall');
    await update(visit.visitId, 'recall');
    expect((await readVisit(visit.visitId)).recallCount).toBe(2);
    expect((await update(visit.visitId, 'no_show')).status).toBe('no_show');
    const deskRecord = (await adminDb.collection(COLLECTIONS.desks).doc(agent.uid).get()).data()!;
    expect(deskRecord.currentVisitId).toBeNull();
    expect((await readBoard(today())).desks[agent.uid].currentVisitId).toBeNull();
    expect((await historyOf(visit.visitId)).map((h) => h.event)).toEqual([
      'checked_in',
      'called',
      'recalled',
      'recalled',
      'no_show',
    ]);
    await expectCallableError(
      update(visit.visitId, 'recall'),
      'failed-precondition',
      VISIT_MESSAGES.notAllowed,
    );
  });

  it('cancels a waiting visit and recounts the line', async () => {
    const first = await checkIn(walkIn());
    const second = await checkIn(walkIn());
    await update(first.visitId, 'cancel', { note: 'Left' });
    const service = (await readDisplay(today())).services[PASSPORT];
    expect(service.waiting).toBe(1);
    const secondVisit = await readVisit(second.visitId);
    expect(service.oldestWaitingSince).toBe((secondVisit.checkedInAt as Timestamp).toMillis());
  });

  it('transfers a called visit with its ticket and check-in time to another service', async () => {
    const visit = await checkIn(walkIn(PASSPORT));
    await openMyDesk();
    await callNext();
    const before = await readVisit(visit.visitId);
    await expectCallableError(
      desk.call('transferVisit', { visitId: visit.visitId, serviceId: PASSPORT }),
      'failed-precondition',
      VISIT_MESSAGES.sameService,
    );
    const answer = await desk.call<VisitAnswer>('transferVisit', {
      visitId: visit.visitId,
      serviceId: NATIONAL_ID,
      note: 'Needs an ID card first',
    });
    expect(answer).toEqual({ visitId: visit.visitId, status: 'waiting', ticket: visit.ticket });
    const after = await readVisit(visit.visitId);
    expect(after).toMatchObject({
      status: 'waiting',
      serviceId: NATIONAL_ID,
      serviceName: 'National ID Card',
      ticket: 'A-001',
      desk: null,
      deskStaffId: null,
      deskStaffName: null,
      transferCount: 1,
      assignedTo: null,
    });
    expect((after.checkedInAt as Timestamp).isEqual(before.checkedInAt as Timestamp)).toBe(true);
    expect((after.calledAt as Timestamp).isEqual(before.calledAt as Timestamp)).toBe(true);
    const history = await historyOf(visit.visitId);
    expect(history.at(-1)).toMatchObject({
      event: 'transferred',
      from: 'called',
      to: 'waiting',
      detail: 'Passport Application and Renewal -> National ID Card',
      note: 'Needs an ID card first',
    });
    const display = await readDisplay(today());
    expect(display.services[PASSPORT].waiting).toBe(0);
    expect(display.services[NATIONAL_ID]).toMatchObject({
      waiting: 1,
      oldestWaitingSince: (before.checkedInAt as Timestamp).toMillis(),
      names: { en: 'National ID Card', sw: 'Kitambulisho cha taifa' },
    });
    const deskRecord = (await adminDb.collection(COLLECTIONS.desks).doc(agent.uid).get()).data()!;
    expect(deskRecord.currentVisitId).toBeNull();

    // A desk serving national-id calls it next, ahead of a later check-in there.
    await checkIn(walkIn(NATIONAL_ID));
    await openMyDesk([NATIONAL_ID]);
    expect((await callNext()).visitId).toBe(visit.visitId);
  });

  it('assigns an active visit to a colleague with manage_visits only', async () => {
    const visit = await checkIn(walkIn());
    const colleague = await createStaff('manager');
    await expectCallableError(
      desk.call('assignVisit', { visitId: visit.visitId, assigneeId: receptionist.uid }),
      'failed-precondition',
      VISIT_MESSAGES.assignee,
    );
    await expectCallableError(
      desk.call('assignVisit', { visitId: visit.visitId, assigneeId: 'nobody' }),
      'not-found',
      VISIT_MESSAGES.assigneeNotFound,
    );
    await desk.call('assignVisit', { visitId: visit.visitId, assigneeId: colleague.uid });
    expect(await readVisit(visit.visitId)).toMatchObject({
      assignedTo: colleague.uid,
      assignedToName: colleague.record.displayName,
      status: 'waiting',
    });
    expect((await historyOf(visit.visitId)).at(-1)).toMatchObject({
      event: 'assigned',
      detail: colleague.record.displayName,
      by: agent.uid,
    });
    await desk.call('updateVisit', { visitId: visit.visitId, action: 'cancel' });
    await expectCallableError(
      desk.call('assignVisit', { visitId: visit.visitId, assigneeId: agent.uid }),
      'failed-precondition',
      VISIT_MESSAGES.notAllowed,
    );
  });
});

describe('a desk closes itself when its holder may no longer hold one', () => {
  let admin: Staff;
  let colleague: Staff;
  let adminClient: Client;
  beforeEach(async () => {
    const [asAdmin, asColleague] = await Promise.all([
      signedInStaff('admin'),
      signedInStaff('agent'),
    ]);
    ({ user: admin, client: adminClient } = asAdmin);
    colleague = asColleague.user;
    // Her desk serves both lines; her colleague's desk passports only.
    await openMyDesk([PASSPORT, NATIONAL_ID]);
    await openMyDesk([PASSPORT], asColleague.client, 'Desk 4');
  });

  /** An admin's user-management callable on the agent's record. */
  const updateAgent = (name: string, fields: Record<string, unknown>) =>
    adminClient.call(name, { userId: agent.uid, updatedBy: admin.uid, ...fields });
  const waitForClosedDesk = () =>
    waitFor(
      () => readDesk(agent.uid),
      (record) => record?.open === false,
      { what: `desks/${agent.uid} closed` },
    );
  /** Her desk is off the board and out of the display's open desks; her colleague's stays. */
  const expectOnlyColleagueOnDuty = async () => {
    const date = today();
    expect(Object.keys((await readBoard(date)).desks)).toEqual([colleague.uid]);
    expect((await readDisplay(date)).services).toMatchObject({
      [PASSPORT]: { openDesks: 1 },
      [NATIONAL_ID]: { openDesks: 0 },
    });
    expect(await readDesk(colleague.uid)).toMatchObject({ open: true, deskName: 'Desk 4' });
  };

  it('when an admin suspends her; a visit she called keeps her desk; a retry changes nothing', async () => {
    const visit = await checkIn(walkIn());
    expect((await callNext()).visitId).toBe(visit.visitId);
    await updateAgent('updateUserStatus', { status: 'suspended' });

    const closed = await waitForClosedDesk();
    expect(closed?.closedAt).toBeInstanceOf(Timestamp);
    await expectOnlyColleagueOnDuty();
    expect(await readVisit(visit.visitId)).toMatchObject({
      status: 'called',
      desk: 'Desk 3',
      deskStaffId: agent.uid,
      assignedTo: agent.uid,
    });
    // The claims sync again (a retried event): nothing more to do.
    await syncClaims(agent.uid);
    expect(await readDesk(agent.uid)).toEqual(closed);
    await expectOnlyColleagueOnDuty();
  });

  it('when her role changes to one without the desk permission', async () => {
    await updateAgent('updateUserRole', { role: 'receptionist' });
    await waitForClosedDesk();
    await expectOnlyColleagueOnDuty();
  });

  it('when her user record is deleted', async () => {
    await userRef(agent.uid).delete();
    await waitForClosedDesk();
    await expectOnlyColleagueOnDuty();
  });

  // openDesk checks the caller's token before its transaction; a call that passed that check just
  // before the suspension reaches the transaction after the sync closed the desk. The handler is
  // called here as such a call (its token check behind it): it re-reads users/{uid} and refuses.
  const openAfterTokenCheck = (uid: string, deskName: string) =>
    openDeskFor({ uid, role: 'agent' }, { deskName, serviceIds: [PASSPORT] });

  it('is not reopened by a call whose token passed the check before the suspension', async () => {
    await updateAgent('updateUserStatus', { status: 'suspended' });
    const closed = await waitForClosedDesk();
    const board = await readBoard(today());

    await expect(openAfterTokenCheck(agent.uid, 'Desk 3')).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'The manage_visits permission is required.',
    });
    expect(await readDesk(agent.uid)).toEqual(closed);
    expect(await readBoard(today())).toEqual(board);
    await expectOnlyColleagueOnDuty();
  });

  it('is not opened for a holder whose record is deleted or no longer grants the desk', async () => {
    await updateAgent('updateUserRole', { role: 'receptionist' });
    const closed = await waitForClosedDesk();
    await expect(openAfterTokenCheck(agent.uid, 'Desk 3')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await readDesk(agent.uid)).toEqual(closed);

    await userRef(colleague.uid).delete();
    await waitFor(
      () => readDesk(colleague.uid),
      (record) => record?.open === false,
      { what: `desks/${colleague.uid} closed` },
    );
    await expect(openAfterTokenCheck(colleague.uid, 'Desk 4')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await readDesk(colleague.uid)).toMatchObject({ open: false });
  });

  it('an active holder still opens (or renames) their desk through the same check', async () => {
    await expect(openAfterTokenCheck(colleague.uid, 'Desk 5')).resolves.toEqual({
      deskName: 'Desk 5',
      serviceIds: [PASSPORT],
      open: true,
    });
    expect(await readDesk(colleague.uid)).toMatchObject({ open: true, deskName: 'Desk 5' });
    expect((await readBoard(today())).desks[colleague.uid]).toMatchObject({ deskName: 'Desk 5' });
  });

  it("an admin closes a colleague's desk (manage_users); a retry answers it closed", async () => {
    const answer = { deskName: 'Desk 3', serviceIds: [PASSPORT, NATIONAL_ID], open: false };
    expect(await adminClient.call('closeDesk', { uid: agent.uid })).toEqual(answer);
    expect(await readDesk(agent.uid)).toMatchObject({ open: false, deskName: 'Desk 3' });
    await expectOnlyColleagueOnDuty();
    expect(await adminClient.call('closeDesk', { uid: agent.uid })).toEqual(answer);
  });

  it("refuses a colleague's desk to staff without manage_users, and an unknown or malformed uid", async () => {
    const colleagueDesk = await signedInClient(colleague);
    const readBoth = async () => [await readDesk(agent.uid), await readBoard(today())];
    await expectRefusedUnchanged(
      readBoth,
      () => colleagueDesk.call('closeDesk', { uid: agent.uid }),
      'permission-denied',
      'The manage_users permission is required.',
    );
    await expectRefusedUnchanged(
      readBoth,
      () => adminClient.call('closeDesk', { uid: 'nobody-here' }),
      'not-found',
      VISIT_MESSAGES.assigneeNotFound,
    );
    await expectRefusedUnchanged(
      readBoth,
      () => adminClient.call('closeDesk', { uid: 'a/b' }),
      'invalid-argument',
      VISIT_MESSAGES.assigneeNotFound,
    );
    // Her own uid is her own desk (manage_visits), as with no uid.
    expect(await desk.call('closeDesk', { uid: agent.uid })).toMatchObject({ open: false });
  });

  it('not when an unrelated field of an active holder changes, nor for a user with no desk', async () => {
    await updateAgent('updateUserDepartment', { department: 'Reception' });
    await userRef(receptionist.uid).update({ status: 'suspended' });
    // The sync of each record run to its end here (the trigger runs the same on the same records).
    await syncClaims(agent.uid);
    await syncClaims(receptionist.uid);
    expect(await readDesk(agent.uid)).toMatchObject({ open: true, deskName: 'Desk 3' });
    expect(await readDesk(receptionist.uid)).toBeUndefined();
    const date = today();
    expect(Object.keys((await readBoard(date)).desks).sort()).toEqual(
      [agent.uid, colleague.uid].sort(),
    );
    expect((await readDisplay(date)).services).toMatchObject({
      [PASSPORT]: { openDesks: 2 },
      [NATIONAL_ID]: { openDesks: 1 },
    });
  });
});

describe('anonymiseVisitorsBefore', () => {
  it('clears old visitors and their visits, keeps recent ones, and finds nothing the second time', async () => {
    const old = await checkIn(walkIn(PASSPORT, { purpose: 'Old business' }));
    const recent = await checkIn(walkIn(PASSPORT, { purpose: 'Recent business' }));
    const threeYearsAgo = Timestamp.fromMillis(Date.now() - 3 * 365 * 86_400_000);
    await adminDb
      .collection(COLLECTIONS.visitors)
      .doc(old.visitorId)
      .update({ lastVisitAt: threeYearsAgo });
    await visitRef(old.visitId).update({ outcome: 'Sent the form' });
    // Copies of the name elsewhere: a history note the desk wrote, and a task linked to the visit
    // (its label is "ticket · visitor name"), both through the callables.
    const oldName = (await readVisit(old.visitId)).visitorName as string;
    await desk.call('updateVisit', {
      visitId: old.visitId,
      action: 'cancel',
      note: `${oldName} left before being called`,
    });
    const { taskId } = await desk.call<{ taskId: string }>('createTask', {
      title: 'Call back about the form',
      assigneeId: agent.uid,
      dueDate: today(),
      relatedTo: { kind: 'visit', id: old.visitId },
    });
    const { messageId, threadId } = await desk.call<{ messageId: string; threadId: string }>(
      'sendStaffMessage',
      {
        recipientId: receptionist.uid,
        body: 'Did they come back?',
        about: { kind: 'visit', id: old.visitId },
      },
    );
    const message = adminDb.collection(COLLECTIONS.messages).doc(messageId);
    const thread = adminDb.collection(COLLECTIONS.messageThreads).doc(threadId);
    expect((await message.get()).get('about.label')).toBe(`${old.ticket} · ${oldName}`);
    const task = adminDb.collection(COLLECTIONS.tasks).doc(taskId);
    expect((await task.get()).get('relatedTo.label')).toBe(`${old.ticket} · ${oldName}`);
    const { taskId: recentTaskId } = await desk.call<{ taskId: string }>('createTask', {
      title: 'Check the recent visit',
      assigneeId: agent.uid,
      dueDate: today(),
      relatedTo: { kind: 'visit', id: recent.visitId },
    });
    // Registered long ago and never visited.
    const neverVisited = adminDb.collection(COLLECTIONS.visitors).doc('never-visited');
    await neverVisited.set({
      firstName: 'Old',
      lastName: 'Record',
      phone: '+15875550100',
      searchTokens: ['old'],
      visitCount: 0,
      lastVisitAt: null,
      anonymised: false,
      createdAt: threeYearsAgo,
    });

    const cutoff = new Date(Date.now() - 2 * 365 * 86_400_000);
    expect(await anonymiseVisitorsBefore(cutoff)).toEqual({ visitors: 2, visits: 1 });

    const cleared = (
      await adminDb.collection(COLLECTIONS.visitors).doc(old.visitorId).get()
    ).data()!;
    expect(cleared).toMatchObject({
      firstName: ANONYMISED_NAME,
      lastName: '',
      phone: null,
      email: null,
      dateOfBirth: null,
      idNumber: null,
      address: null,
      notes: null,
      searchTokens: [],
      anonymised: true,
      visitCount: 1,
    });
    expect(await readVisit(old.visitId)).toMatchObject({
      visitorName: ANONYMISED_NAME,
      purpose: '',
      outcome: null,
      ticket: old.ticket,
      serviceId: PASSPORT,
      status: 'cancelled',
    });
    const notes = (await historyOf(old.visitId)).map((entry) => entry.note as unknown);
    expect(notes).toEqual([null, null]);
    expect((await task.get()).data()).toMatchObject({
      title: 'Call back about the form',
      relatedTo: { kind: 'visit', id: old.visitId, label: old.ticket },
    });
    expect((await message.get()).get('about')).toEqual({
      kind: 'visit',
      id: old.visitId,
      label: old.ticket,
    });
    expect((await thread.get()).get('lastMessage.about.label')).toBe(old.ticket);
    const recentTask = await adminDb.collection(COLLECTIONS.tasks).doc(recentTaskId).get();
    expect(recentTask.get('relatedTo.label')).toMatch(new RegExp(`^${recent.ticket} · \\S+`));
    expect((await neverVisited.get()).data()).toMatchObject({ anonymised: true, phone: null });

    const kept = (
      await adminDb.collection(COLLECTIONS.visitors).doc(recent.visitorId).get()
    ).data()!;
    expect(kept.anonymised).toBe(false);
    expect(kept.phone).toMatch(/^\+1587555/);
    expect((await readVisit(recent.visitId)).purpose).toBe('Recent business');
    expect(await reception.call('findVisitors', { query: 'Old' })).toEqual([]);

    expect(await anonymiseVisitorsBefore(cutoff)).toEqual({ visitors: 0, visits: 0 });
  });
});
