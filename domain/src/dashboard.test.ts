import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_READ_BUDGET,
  addCounters,
  appointmentContribution,
  appointmentFigures,
  applicationContribution,
  applicationFactsOf,
  applicationFigures,
  appointmentFactsOf,
  counterDelta,
  dashboardCardsFor,
  dashboardSourcesFor,
  keepAppointmentCounter,
  sumContributions,
  weekStartOf,
  type ApplicationFacts,
} from './dashboard';
import { ROLES } from './roles';

describe('dashboardCardsFor', () => {
  it.each([
    ['receptionist', ['queue_today', 'register_visitor', 'appointments_today']],
    [
      'agent',
      [
        'my_assignments',
        'unread_messages',
        'applications_by_status',
        'appointments_today',
        'my_commissions',
      ],
    ],
    [
      'manager',
      [
        'my_assignments',
        'unread_messages',
        'centre_today',
        'staff_on_desk',
        'applications_by_status',
        'appointments_today',
      ],
    ],
    ['admin', ['centre_today', 'staff_on_desk', 'applications_by_status', 'appointments_today']],
    [
      'superadmin',
      ['centre_today', 'staff_on_desk', 'applications_by_status', 'appointments_today'],
    ],
    ['bank_agent', ['bank_requests', 'bank_clients_kyc', 'my_commissions']],
    ['equity', []],
  ] as const)('gives a %s the cards %j', (role, cards) => {
    expect(dashboardCardsFor({ uid: 'u', role })).toEqual(cards);
  });

  it('gives no cards without a user or a known role', () => {
    expect(dashboardCardsFor(null)).toEqual([]);
    expect(dashboardCardsFor({ uid: 'u', role: null })).toEqual([]);
    expect(dashboardCardsFor({ uid: 'u', role: 'janitor' })).toEqual([]);
  });

  it('leaves out a card whose permission the role lacks, even when listed for the role', () => {
    // A bank agent holds view_messages but the messages card is for case workers.
    expect(dashboardCardsFor({ uid: 'u', role: 'bank_agent' })).not.toContain('unread_messages');
  });

  it('keeps every role within the read budget: one read per source plus settings/booking', () => {
    for (const role of ROLES) {
      const sources = dashboardSourcesFor(dashboardCardsFor({ uid: 'u', role }));
      // settings/booking (the centre's day) is read once before the sources, when there are any.
      const reads = sources.length === 0 ? 0 : sources.length + 1;
      expect(reads, role).toBeLessThanOrEqual(DASHBOARD_READ_BUDGET);
    }
    // The manager is the worst case: exactly the budget.
    expect(dashboardSourcesFor(dashboardCardsFor({ uid: 'u', role: 'manager' }))).toHaveLength(
      DASHBOARD_READ_BUDGET - 1,
    );
    expect(dashboardSourcesFor(dashboardCardsFor({ uid: 'u', role: 'bank_agent' }))).toEqual([
      'bank_requests_waiting',
      'my_kyc_clients_count',
      'my_commissions_month',
    ]);
  });

  it('gives the commissions card to those who may be a client agent, not to managers or equity', () => {
    expect(dashboardCardsFor({ uid: 'u', role: 'manager' })).not.toContain('my_commissions');
    expect(dashboardCardsFor({ uid: 'u', role: 'admin' })).not.toContain('my_commissions');
    expect(dashboardCardsFor({ uid: 'u', role: 'equity' })).toEqual([]);
  });

  it("counts the week's no-shows from the visits, keeping appointment_stats for today's appointments", () => {
    expect(dashboardSourcesFor(['centre_today'])).toEqual([
      'application_stats',
      'visits_today',
      'visits_no_shows_week',
    ]);
    expect(dashboardSourcesFor(['appointments_today'])).toEqual(['appointment_stats']);
  });

  it('reads each source once when several cards share it', () => {
    const sources = dashboardSourcesFor(['my_assignments', 'applications_by_status']);
    expect(sources.filter((source) => source === 'application_stats')).toHaveLength(1);
  });
});

describe('days', () => {
  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
  });
});

const app = (overrides: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  kind: 'service',
  status: 'submitted',
  submittedDay: '2026-11-10',
  assignedTo: null,
  ...overrides,
});

describe('application rollup', () => {
  it('counts an application by kind and status, and by day and assignee while open', () => {
    expect(applicationContribution(app({ assignedTo: 'amina' }))).toEqual({
      'status:service:submitted': 1,
      'open:2026-11-10': 1,
      'mine:amina:2026-11-10': 1,
    });
    expect(applicationContribution(app({ status: 'approved', assignedTo: 'amina' }))).toEqual({
      'status:service:approved': 1,
    });
    expect(applicationContribution(null)).toEqual({});
  });

  it('moves the counters of a status change and drops what reaches zero', () => {
    const before = applicationContribution(app({ assignedTo: 'amina' }));
    const after = applicationContribution(app({ status: 'completed', assignedTo: 'amina' }));
    const stats = addCounters(before, counterDelta(before, after));
    expect(stats).toEqual({ 'status:service:completed': 1 });
  });

  it('rebuilds to the same counters as the trigger reached change by change', () => {
    const a = app();
    const b = app({ kind: 'hca', submittedDay: '2026-11-20' });
    const aAssigned = app({ assignedTo: 'juma' });
    let live = {};
    live = addCounters(live, counterDelta({}, applicationContribution(a)));
    live = addCounters(live, counterDelta({}, applicationContribution(b)));
    live = addCounters(
      live,
      counterDelta(applicationContribution(a), applicationContribution(aAssigned)),
    );
    expect(live).toEqual(
      sumContributions([applicationContribution(aAssigned), applicationContribution(b)]),
    );
  });

  it('derives the figures: by status, overdue after five days, mine and mine overdue', () => {
    const counts = sumContributions([
      applicationContribution(app({ submittedDay: '2026-11-19', assignedTo: 'amina' })), // 6 days
      applicationContribution(app({ submittedDay: '2026-11-20', assignedTo: 'amina' })), // 5 days
      applicationContribution(app({ submittedDay: '2026-11-25', status: 'in_review' })),
      applicationContribution(app({ kind: 'hca', status: 'rejected' })),
    ]);
    const figures = applicationFigures(counts, '2026-11-25', 'amina');
    expect(figures.byStatus.service.submitted).toBe(2);
    expect(figures.byStatus.service.in_review).toBe(1);
    expect(figures.byStatus.hca.rejected).toBe(1);
    expect(figures.byStatus.hca.submitted).toBe(0);
    expect(figures.overdue).toBe(1);
    expect(figures.mine).toBe(2);
    expect(figures.mineOverdue).toBe(1);
    expect(applicationFigures(counts, '2026-11-25', 'juma').mine).toBe(0);
  });
});

describe('appointment rollup', () => {
  it('counts today by status, other days left out', () => {
    const counts = sumContributions([
      appointmentContribution({ date: '2026-11-25', status: 'booked' }),
      appointmentContribution({ date: '2026-11-25', status: 'booked' }),
      appointmentContribution({ date: '2026-11-24', status: 'no_show' }),
      appointmentContribution({ date: '2026-11-21', status: 'no_show' }), // last week
      appointmentContribution({ date: '2026-11-26', status: 'no_show' }), // tomorrow
    ]);
    const figures = appointmentFigures(counts, '2026-11-25');
    expect(figures.today.booked).toBe(2);
    expect(figures.today.no_show).toBe(0);
    expect(appointmentFigures(counts, '2026-11-24').today.no_show).toBe(1);
  });

  it('drops days more than two weeks old', () => {
    const keep = keepAppointmentCounter('2026-11-25');
    expect(keep('day:2026-11-11:booked')).toBe(true);
    expect(keep('day:2026-11-10:booked')).toBe(false);
  });
});

describe('facts of stored documents', () => {
  const stamp = (iso: string) => ({ toMillis: () => Date.parse(iso) });

  it('reads an application’s submission day in the centre’s time zone', () => {
    // 22:30 UTC is the next day in Nairobi (UTC+3).
    expect(
      applicationFactsOf(
        {
          kind: 'hca',
          status: 'submitted',
          createdAt: stamp('2026-11-24T22:30:00Z'),
          assignedTo: '',
        },
        'Africa/Nairobi',
      ),
    ).toEqual({ kind: 'hca', status: 'submitted', submittedDay: '2026-11-25', assignedTo: null });
  });

  it('counts nothing for a malformed or deleted document', () => {
    expect(
      applicationFactsOf({ status: 'lost', createdAt: stamp('2026-11-24T10:00:00Z') }, 'UTC'),
    ).toBeNull();
    expect(applicationFactsOf({ status: 'submitted' }, 'UTC')).toBeNull();
    expect(applicationFactsOf(undefined, 'UTC')).toBeNull();
    expect(appointmentFactsOf({ date: '2026-11-25', status: 'gone' })).toBeNull();
    expect(appointmentFactsOf({ date: '2026-11-25', status: 'no_show' })).toEqual({
      date: '2026-11-25',
      status: 'no_show',
    });
  });
});
