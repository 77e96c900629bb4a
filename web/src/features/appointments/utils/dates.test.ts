import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysOf,
  formatLongDay,
  isIsoDate,
  rangeFor,
  shiftDate,
  startOfWeek,
  todayIn,
} from './dates';

describe('todayIn', () => {
  it("gives the centre's date, not the browser's", () => {
    // 03:00 UTC on the 21st is still the evening of the 20th in Edmonton (UTC-7).
    const now = new Date('2026-11-21T03:00:00Z');
    expect(todayIn('America/Edmonton', now)).toBe('2026-11-20');
    expect(todayIn('Africa/Nairobi', now)).toBe('2026-11-21');
  });

  it('falls back to a date for an unknown zone', () => {
    expect(isIsoDate(todayIn('Not/AZone', new Date('2026-11-21T12:00:00Z')))).toBe(true);
  });
});

describe('day and week ranges', () => {
  it('a day view covers exactly that day', () => {
    expect(rangeFor('day', '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
  });

  it('a week runs from Monday to Sunday', () => {
    // 2026-11-21 is a Saturday.
    expect(rangeFor('week', '2026-11-21')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('a Sunday belongs to the week that started the Monday before', () => {
    expect(rangeFor('week', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
  });

  it('weeks cross month and year boundaries', () => {
    expect(rangeFor('week', '2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(rangeFor('week', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  });

  it('is not thrown off by a daylight-saving change', () => {
    // Clocks change on 2026-03-08 and 2026-11-01 in North America.
    expect(rangeFor('week', '2026-03-08')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });

  it('lists the seven days of a week', () => {
    expect(daysOf(rangeFor('week', '2026-11-18'))).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('moves by a day in the day view and by a week in the week view', () => {
    expect(shiftDate('day', '2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDate('day', '2026-12-01', -1)).toBe('2026-11-30');
    expect(shiftDate('week', '2026-12-29', 1)).toBe('2027-01-05');
    expect(shiftDate('week', '2026-11-18', -1)).toBe('2026-11-11');
  });
});

describe('isIsoDate and formatting', () => {
  it('refuses impossible dates', () => {
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
  });

  it('names the day without a time-zone shift', () => {
    expect(formatLongDay('2026-11-21')).toMatch(/^Saturday,? 21 November 2026$/);
  });
});
