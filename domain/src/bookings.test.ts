import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_SETTINGS,
  addDays,
  bookingSettingsInputSchema,
  bookingSettingsSchema,
  canChangeAppointment,
  capacityFor,
  isKnownTimeZone,
  localDateTime,
  seatsLeft,
  slotId,
  slotInstant,
  slotsForDay,
  type BookingSettings,
} from './bookings';

const settings = (overrides: Partial<BookingSettings> = {}): BookingSettings => ({
  ...DEFAULT_BOOKING_SETTINGS,
  ...overrides,
});

// 2026-03-02 is a Monday, 2026-03-07 a Saturday, 2026-03-08 a Sunday.
describe('slotsForDay', () => {
  it('cuts a day into slots of the service duration', () => {
    const slots = slotsForDay(settings(), 30, '2026-03-02');
    expect(slots).toHaveLength(16);
    expect(slots[0]).toEqual({ start: '09:00', end: '09:30' });
    expect(slots.at(-1)).toEqual({ start: '16:30', end: '17:00' });
  });

  it('follows each period of a split day and never spans the break', () => {
    const split = settings({
      openingHours: {
        ...DEFAULT_BOOKING_SETTINGS.openingHours,
        mon: [
          { open: '09:00', close: '12:00' },
          { open: '13:00', close: '14:00' },
        ],
      },
    });
    const starts = slotsForDay(split, 60, '2026-03-02').map((s) => s.start);
    expect(starts).toEqual(['09:00', '10:00', '11:00', '13:00']);
  });

  it('drops the last piece when the duration does not divide the period', () => {
    // Saturday 10:00-14:00 = 240 minutes: five 45-minute slots end at 13:45; no 13:45-14:30.
    const slots = slotsForDay(settings(), 45, '2026-03-07');
    expect(slots).toHaveLength(5);
    expect(slots.at(-1)).toEqual({ start: '13:00', end: '13:45' });
  });

  it('has no slots on holidays and days without opening hours', () => {
    expect(slotsForDay(settings(), 30, '2026-12-25')).toEqual([]);
    expect(slotsForDay(settings({ holidays: ['2026-03-02'] }), 30, '2026-03-02')).toEqual([]);
    expect(slotsForDay(settings(), 30, '2026-03-08')).toEqual([]);
  });

  it('keeps wall-clock slots on the day the clocks change', () => {
    // America/Edmonton springs forward on 2026-03-08; a Sunday opening there still counts
    // minutes of wall-clock time.
    const open = settings({
      openingHours: {
        ...DEFAULT_BOOKING_SETTINGS.openingHours,
        sun: [{ open: '09:00', close: '11:00' }],
      },
    });
    expect(slotsForDay(open, 60, '2026-03-08').map((s) => s.start)).toEqual(['09:00', '10:00']);
  });
});

describe('slotId and capacityFor', () => {
  it('names a slot by service, date and start without the colon', () => {
    expect(slotId('passport-renewal', '2026-03-02', '09:30')).toBe(
      'passport-renewal_2026-03-02_0930',
    );
  });

  it('uses the desks of the service, else the default (zero is a real answer)', () => {
    expect(capacityFor(settings(), 'passport-renewal')).toBe(2);
    expect(capacityFor(settings(), 'unknown')).toBe(1);
    expect(capacityFor(settings({ desks: { closed: 0 } }), 'closed')).toBe(0);
  });
});

describe('slotInstant and localDateTime', () => {
  it('reads a wall-clock time in the centre zone, on both sides of a DST change', () => {
    // MST (UTC-7) before 2026-03-08 02:00, MDT (UTC-6) after.
    expect(slotInstant(settings(), '2026-03-07', '09:00').toISOString()).toBe(
      '2026-03-07T16:00:00.000Z',
    );
    expect(slotInstant(settings(), '2026-03-09', '09:00').toISOString()).toBe(
      '2026-03-09T15:00:00.000Z',
    );
    // The night of the change is an hour short: Saturday 09:00 to Sunday 09:00 lasts 23 hours.
    const monday = slotInstant(settings(), '2026-03-09', '09:00').getTime();
    const sunday = slotInstant(settings(), '2026-03-08', '09:00').getTime();
    expect((monday - sunday) / 3_600_000).toBe(24);
    const saturday = slotInstant(settings(), '2026-03-07', '09:00').getTime();
    expect((sunday - saturday) / 3_600_000).toBe(23);
  });

  it('turns an instant back into the local date and time', () => {
    expect(localDateTime(settings(), new Date('2026-03-07T06:30:00Z'))).toEqual({
      date: '2026-03-06',
      time: '23:30',
    });
    expect(localDateTime(settings(), new Date('2026-03-09T15:00:00Z'))).toEqual({
      date: '2026-03-09',
      time: '09:00',
    });
  });
});

describe('canChangeAppointment', () => {
  it('allows a change more than 24 h before the start and refuses it from exactly 24 h', () => {
    const startsAt = new Date('2026-07-08T15:30:00.000Z');
    const before = (ms: number) => new Date(startsAt.getTime() - ms);
    const DAY_MS = 24 * 60 * 60 * 1000;
    expect(canChangeAppointment(startsAt, before(DAY_MS + 1))).toBe(true);
    expect(canChangeAppointment(startsAt, before(DAY_MS))).toBe(false);
    expect(canChangeAppointment(startsAt, before(DAY_MS - 1000))).toBe(false);
    expect(canChangeAppointment(startsAt, startsAt)).toBe(false);
  });
});

describe('addDays, seatsLeft and the settings schema', () => {
  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('never counts negative seats', () => {
    expect(seatsLeft({ capacity: 3, booked: 1 })).toBe(2);
    expect(seatsLeft({ capacity: 2, booked: 3 })).toBe(0);
  });

  it('accepts the defaults and refuses a period that closes before it opens', () => {
    expect(bookingSettingsSchema.safeParse(DEFAULT_BOOKING_SETTINGS).success).toBe(true);
    const bad = {
      ...DEFAULT_BOOKING_SETTINGS,
      openingHours: { mon: [{ open: '17:00', close: '09:00' }] },
    };
    expect(bookingSettingsSchema.safeParse(bad).success).toBe(false);
  });

  it('writes only a zone Intl knows, and reads any zone without building a formatter', () => {
    const on = (timezone: string) => ({ ...DEFAULT_BOOKING_SETTINGS, timezone });
    expect(bookingSettingsInputSchema.safeParse(on('Africa/Nairobi')).success).toBe(true);
    const unknown = bookingSettingsInputSchema.safeParse(on('Mars/Olympus_Mons'));
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues).toEqual([
      expect.objectContaining({
        path: ['timezone'],
        code: 'custom',
        params: { unknownTimeZone: true },
      }),
    ]);
    expect(bookingSettingsInputSchema.safeParse(on('')).success).toBe(false);
    // Reads (the public booking page) keep the cheap schema: a stored zone is trusted.
    expect(bookingSettingsSchema.safeParse(on('Mars/Olympus_Mons')).success).toBe(true);
    expect(isKnownTimeZone('America/Edmonton')).toBe(true);
    expect(isKnownTimeZone('America/Nowhere')).toBe(false);
  });
});
