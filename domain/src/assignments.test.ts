import { describe, expect, it } from 'vitest';
import {
  assignmentKindsFor,
  assignmentStatusesFor,
  compareAssignments,
  mergeAssignmentStreams,
  sortAssignments,
  urgencyOf,
  type AssignmentItem,
  type AssignmentKind,
} from './assignments';

const TODAY = '2026-11-25';

const item = (kind: AssignmentKind, id: string, dueDay: string, since = 0): AssignmentItem => ({
  kind,
  id,
  title: id,
  status: 'open',
  dueDay,
  since,
});

describe('urgencyOf', () => {
  it('is overdue before today, due today on it, upcoming after', () => {
    expect(urgencyOf({ dueDay: '2026-11-24' }, TODAY)).toBe('overdue');
    expect(urgencyOf({ dueDay: TODAY }, TODAY)).toBe('due_today');
    expect(urgencyOf({ dueDay: '2026-11-26' }, TODAY)).toBe('upcoming');
  });
});

describe('sortAssignments', () => {
  it('puts overdue first, then due today, then the rest; oldest first within each', () => {
    const items = [
      item('task', 'later', '2026-12-01', 1),
      item('visit', 'today-new', TODAY, 500),
      item('application', 'overdue-recent', '2026-11-24', 100),
      item('task', 'overdue-old', '2026-11-20', 50),
      item('hca', 'today-old', TODAY, 10),
    ];
    expect(sortAssignments(items, TODAY).map((i) => i.id)).toEqual([
      'overdue-old',
      'overdue-recent',
      'today-old',
      'today-new',
      'later',
    ]);
  });

  it('orders equal items by kind then id, so the order is total', () => {
    const a = item('task', 'a', TODAY);
    const b = item('task', 'b', TODAY);
    expect(compareAssignments(a, b, TODAY)).toBeLessThan(0);
    expect(compareAssignments(b, a, TODAY)).toBeGreaterThan(0);
    expect(compareAssignments(a, a, TODAY)).toBe(0);
  });
});

describe('mergeAssignmentStreams', () => {
  it('takes the first page of the merge and each kind’s last item taken as its cursor', () => {
    const tasks = [item('task', 't1', '2026-11-20'), item('task', 't2', '2026-11-30')];
    const visits = [item('visit', 'v1', TODAY, 1), item('visit', 'v2', TODAY, 2)];
    const { page, lastTaken, hasMore } = mergeAssignmentStreams(
      [
        { kind: 'task', items: tasks, exhausted: true },
        { kind: 'visit', items: visits, exhausted: true },
      ],
      3,
      TODAY,
    );
    expect(page.map((i) => i.id)).toEqual(['t1', 'v1', 'v2']);
    expect(lastTaken.task?.id).toBe('t1');
    expect(lastTaken.visit?.id).toBe('v2');
    expect(hasMore).toBe(true);
  });

  it('has no more when every kind is exhausted and all was taken', () => {
    const result = mergeAssignmentStreams(
      [{ kind: 'task', items: [item('task', 't1', TODAY)], exhausted: true }],
      25,
      TODAY,
    );
    expect(result.hasMore).toBe(false);
  });

  it('reports more while a kind may still hold items', () => {
    const result = mergeAssignmentStreams(
      [{ kind: 'hca', items: [], exhausted: false }],
      25,
      TODAY,
    );
    expect(result).toEqual({ page: [], lastTaken: {}, hasMore: true });
  });
});

describe('assignmentStatusesFor', () => {
  it('lists the chosen status when the kind knows it, else the open ones', () => {
    expect(assignmentStatusesFor('task', 'done')).toEqual(['done']);
    expect(assignmentStatusesFor('task', 'approved')).toEqual(['open', 'in_progress']);
    expect(assignmentStatusesFor('visit', '')).toEqual(['waiting', 'called', 'in_service']);
  });
});

describe('assignmentKindsFor', () => {
  it.each([
    ['agent', ['application', 'hca', 'visit', 'task']],
    ['receptionist', ['visit', 'task']],
    ['bank_agent', ['task']],
    ['equity', []],
  ] as const)('gives a %s the kinds %j', (role, kinds) => {
    expect(assignmentKindsFor({ uid: 'u', role })).toEqual(kinds);
  });
});
