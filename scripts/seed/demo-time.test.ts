import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { localDateTime, slotInstant } from '../../domain/src/bookings';
import { mapTimestamps, pastOf, seedMomentOf } from './demo-time';

const settings = { timezone: 'America/Edmonton' };
const at = (date: string, time: string) => Timestamp.fromDate(slotInstant(settings, date, time));

describe('pastOf', () => {
  it('keeps earlier days and today until an hour before now; squeezes the rest of today before now, in order', () => {
    for (const time of ['00:00', '00:01', '00:20', '02:00', '09:05', '16:00', '23:30', '23:59']) {
      const now = slotInstant(settings, '2026-11-29', time);
      const past = pastOf(settings.timezone, '2026-11-29', now);
      expect(past(at('2026-11-28', '23:59'))).toEqual(at('2026-11-28', '23:59'));
      const planned = Array.from({ length: 24 * 12 }, (_, i) =>
        Timestamp.fromMillis(slotInstant(settings, '2026-11-29', '00:00').getTime() + i * 300_000),
      );
      const moved = planned.map(past).map((instant) => instant.toMillis());
      for (const [i, millis] of moved.entries()) {
        expect(millis, `${time}: ${i}`).toBeLessThanOrEqual(now.getTime());
        expect(localDateTime(settings, new Date(millis)).date).toBe('2026-11-29');
        if (i > 0 && time !== '00:00') expect(millis).toBeGreaterThan(moved[i - 1] as number);
        const plannedMillis = planned[i]?.toMillis() as number;
        if (plannedMillis <= now.getTime() - 3_600_000) expect(millis).toBe(plannedMillis);
      }
    }
  });

  it('refuses a moment that is not on the day', () => {
    expect(() =>
      pastOf(settings.timezone, '2026-11-29', slotInstant(settings, '2026-11-30', '00:00')),
    ).toThrow(RangeError);
  });
});

describe('seedMomentOf', () => {
  it('is the given moment on its day, or the end of the day without one', () => {
    const now = slotInstant(settings, '2026-11-29', '02:00');
    expect(seedMomentOf(settings, '2026-11-29', now)).toBe(now);
    expect(() => seedMomentOf(settings, '2026-11-28', now)).toThrow(RangeError);
    expect(localDateTime(settings, seedMomentOf(settings, '2026-11-29')).time).toBe('23:59');
  });
});

describe('mapTimestamps', () => {
  it('maps Timestamps at any depth and leaves Buffers and other values alone', () => {
    const bytes = Buffer.from('%PDF');
    const later = (instant: Timestamp) => Timestamp.fromMillis(instant.toMillis() + 1);
    const mapped = mapTimestamps(
      { a: Timestamp.fromMillis(1), b: [{ c: Timestamp.fromMillis(2) }], bytes, n: 3 },
      later,
    );
    expect(mapped).toEqual({
      a: Timestamp.fromMillis(2),
      b: [{ c: Timestamp.fromMillis(3) }],
      bytes,
      n: 3,
    });
    expect(mapped.bytes).toBe(bytes);
  });
});
