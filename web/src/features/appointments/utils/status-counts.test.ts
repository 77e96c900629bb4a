import type { AppointmentStatus } from '@centre/domain/bookings';
import { describe, expect, it } from 'vitest';
import { countByStatus, filterByStatus, groupByDay } from './status-counts';

const rows = (statuses: AppointmentStatus[]) =>
  statuses.map((status, index) => ({ id: `a${index}`, status, date: '2026-11-21' }));

describe('countByStatus', () => {
  it('counts every status of the range, zero for those absent', () => {
    expect(countByStatus(rows(['booked', 'booked', 'cancelled', 'no_show']))).toEqual({
      booked: 2,
      confirmed: 0,
      checked_in: 0,
      completed: 0,
      cancelled: 1,
      no_show: 1,
    });
  });
});

describe('filterByStatus', () => {
  it('keeps only the chosen status, or everything with none', () => {
    const all = rows(['booked', 'confirmed', 'booked']);
    expect(filterByStatus(all, 'booked').map((row) => row.id)).toEqual(['a0', 'a2']);
    expect(filterByStatus(all, '')).toHaveLength(3);
  });
});

describe('groupByDay', () => {
  it('puts each appointment under its day and keeps empty days', () => {
    const groups = groupByDay(
      [
        { id: 'x', date: '2026-11-17' },
        { id: 'y', date: '2026-11-17' },
      ],
      ['2026-11-16', '2026-11-17'],
    );
    expect(groups.get('2026-11-16')).toEqual([]);
    expect(groups.get('2026-11-17')?.map((row) => row.id)).toEqual(['x', 'y']);
  });
});
