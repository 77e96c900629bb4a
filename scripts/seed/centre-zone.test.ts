import { describe, expect, it } from 'vitest';
import { localDateTime } from '../../domain/src/bookings';
import { zoneWhereHourIs } from './centre-zone';

describe('zoneWhereHourIs', () => {
  it('puts every instant of a day at the asked hour of the centre day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 17) {
      const at = new Date(Date.UTC(2026, 10, 27, 0, minutes));
      const timezone = zoneWhereHourIs(at, 11);
      const local = localDateTime({ timezone }, at);
      expect(local.time.slice(0, 2), `${at.toISOString()} in ${timezone}`).toBe('11');
    }
  });

  it('names zones with POSIX signs: ahead of UTC is Etc/GMT-N', () => {
    expect(zoneWhereHourIs(new Date('2026-11-28T07:10:00Z'), 11)).toBe('Etc/GMT-4');
    expect(zoneWhereHourIs(new Date('2026-11-28T20:10:00Z'), 11)).toBe('Etc/GMT+9');
    expect(zoneWhereHourIs(new Date('2026-11-28T11:59:00Z'), 11)).toBe('Etc/UTC');
  });

  it('refuses an hour that is not one of the day', () => {
    expect(() => zoneWhereHourIs(new Date(), 24)).toThrow(RangeError);
    expect(() => zoneWhereHourIs(new Date(), 10.5)).toThrow(RangeError);
  });
});
