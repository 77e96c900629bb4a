import { describe, expect, it, vi } from 'vitest';
import { rangeConstraints } from './list-query';

vi.mock(
  'firebase/firestore',
  async () => (await import('../../test/firestore-constraints')).fakeConstraints,
);

describe('rangeConstraints', () => {
  it('reads the inclusive date range ordered by date and start time', () => {
    expect(rangeConstraints({ from: '2026-11-16', to: '2026-11-22', serviceId: '' })).toEqual([
      { type: 'where', field: 'date', op: '>=', value: '2026-11-16' },
      { type: 'where', field: 'date', op: '<=', value: '2026-11-22' },
      { type: 'orderBy', field: 'date', direction: 'asc' },
      { type: 'orderBy', field: 'start', direction: 'asc' },
    ]);
  });

  it('adds an equality filter for the service', () => {
    expect(
      rangeConstraints({ from: '2026-11-21', to: '2026-11-21', serviceId: 'banking' })[0],
    ).toEqual({ type: 'where', field: 'serviceId', op: '==', value: 'banking' });
  });
});
