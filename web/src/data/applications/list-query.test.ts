import { describe, expect, it, vi } from 'vitest';
import { pageConstraints } from './list-query';
import { NO_FILTERS, OPEN_STATUSES, UNASSIGNED, type ApplicationListParams } from './keys';

// Each constraint factory returns a plain description, so the builder's output can be compared.
vi.mock(
  'firebase/firestore',
  async () => (await import('../../test/firestore-constraints')).fakeConstraints,
);

const ALL: ApplicationListParams = { scope: 'all', filters: NO_FILTERS, sort: 'newest' };

describe('pageConstraints', () => {
  it('lists every kind newest first in pages of 25 with no filter', () => {
    expect(pageConstraints(ALL, null)).toEqual([
      { type: 'orderBy', field: 'createdAt', direction: 'desc' },
      { type: 'limit', count: 25 },
    ]);
  });

  it("always filters the HCA list by kind == 'hca'", () => {
    const constraints = pageConstraints({ ...ALL, scope: 'hca' }, null);
    expect(constraints[0]).toEqual({ type: 'where', field: 'kind', op: '==', value: 'hca' });
  });

  it('turns status, service, assignee and the date range into where clauses', () => {
    const constraints = pageConstraints(
      {
        scope: 'all',
        filters: {
          status: 'in_review',
          serviceId: 'national-id',
          assignee: 'agent-7',
          from: '2026-03-01',
          to: '2026-03-31',
        },
        sort: 'oldest',
      },
      null,
    );
    expect(constraints).toEqual([
      { type: 'where', field: 'status', op: '==', value: 'in_review' },
      { type: 'where', field: 'serviceId', op: '==', value: 'national-id' },
      { type: 'where', field: 'assignedTo', op: '==', value: 'agent-7' },
      { type: 'where', field: 'createdAt', op: '>=', value: new Date(2026, 2, 1) },
      // The end day is inclusive: the range stops before the next midnight.
      { type: 'where', field: 'createdAt', op: '<', value: new Date(2026, 3, 1) },
      { type: 'orderBy', field: 'createdAt', direction: 'asc' },
      { type: 'limit', count: 25 },
    ]);
  });

  it("finds every open status at once with the 'open' filter (the dashboard's overdue figure)", () => {
    const constraints = pageConstraints(
      {
        ...ALL,
        filters: { ...NO_FILTERS, status: OPEN_STATUSES, to: '2026-11-19' },
        sort: 'oldest',
      },
      null,
    );
    expect(constraints).toEqual([
      {
        type: 'where',
        field: 'status',
        op: 'in',
        value: ['submitted', 'in_review', 'awaiting_info'],
      },
      { type: 'where', field: 'createdAt', op: '<', value: new Date(2026, 10, 20) },
      { type: 'orderBy', field: 'createdAt', direction: 'asc' },
      { type: 'limit', count: 25 },
    ]);
  });

  it('finds unassigned applications with assignedTo == null', () => {
    const constraints = pageConstraints(
      { ...ALL, filters: { ...NO_FILTERS, assignee: UNASSIGNED } },
      null,
    );
    expect(constraints).toContainEqual({
      type: 'where',
      field: 'assignedTo',
      op: '==',
      value: null,
    });
  });

  it('sorts by status, then newest first', () => {
    expect(pageConstraints({ ...ALL, sort: 'status' }, null)).toEqual([
      { type: 'orderBy', field: 'status', direction: 'asc' },
      { type: 'orderBy', field: 'createdAt', direction: 'desc' },
      { type: 'limit', count: 25 },
    ]);
  });

  it('starts a later page after the cursor document, never at an offset', () => {
    const cursor = { id: 'last-of-page-1' } as never;
    expect(pageConstraints(ALL, cursor)).toEqual([
      { type: 'orderBy', field: 'createdAt', direction: 'desc' },
      { type: 'startAfter', cursor },
      { type: 'limit', count: 25 },
    ]);
  });

  it('ignores a date that is not a real YYYY-MM-DD day', () => {
    const constraints = pageConstraints(
      { ...ALL, filters: { ...NO_FILTERS, from: 'yesterday', to: '' } },
      null,
    );
    expect(
      constraints.some(
        (c) =>
          (c as unknown as { field: string }).field === 'createdAt' &&
          (c as unknown as { type: string }).type === 'where',
      ),
    ).toBe(false);
  });
});
