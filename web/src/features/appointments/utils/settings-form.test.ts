import i18next from 'i18next';
import { DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { describe, expect, it } from 'vitest';
import { settingsErrors, toFormValues, toSettingsCandidate } from './settings-form';

// The messages in English; the component passes its own t (the UI language).
const t = i18next.getFixedT('en', 'appointments');

const services = [
  { id: 'passport-renewal', name: 'Passport renewal' },
  { id: 'banking', name: 'Banking' },
  { id: 'legal-aid', name: 'Legal aid' },
];

describe('settings form values', () => {
  it('round-trips the defaults into the same document', () => {
    const values = toFormValues(DEFAULT_BOOKING_SETTINGS, services);
    expect(values.desks.map((row) => [row.serviceId, row.desks])).toEqual([
      ['passport-renewal', '2'],
      ['banking', '1'],
      ['legal-aid', ''],
      // not in the catalogue, kept
      ['national-id', '2'],
    ]);
    expect(toSettingsCandidate(values)).toEqual(DEFAULT_BOOKING_SETTINGS);
    expect(settingsErrors(values, t)).toEqual({});
  });

  it('leaves a blank desks box out so the service uses the default', () => {
    const values = toFormValues(DEFAULT_BOOKING_SETTINGS, services);
    values.desks[0]!.desks = '';
    values.desks[2]!.desks = '3';
    const candidate = toSettingsCandidate(values) as { desks: Record<string, number> };
    expect(candidate.desks).toEqual({ banking: 1, 'legal-aid': 3, 'national-id': 2 });
  });

  it('sorts holidays and drops duplicates', () => {
    const values = toFormValues(DEFAULT_BOOKING_SETTINGS, services);
    values.holidays = [{ date: '2027-01-01' }, { date: '2026-12-25' }, { date: '2027-01-01' }];
    expect((toSettingsCandidate(values) as { holidays: string[] }).holidays).toEqual([
      '2026-12-25',
      '2027-01-01',
    ]);
  });
});

describe('settingsErrors', () => {
  it('puts each schema error next to its field', () => {
    const values = toFormValues(DEFAULT_BOOKING_SETTINGS, services);
    values.openingHours.mon = [{ open: '17:00', close: '09:00' }];
    values.openingHours.tue = [{ open: '9am', close: '17:00' }];
    values.holidays = [{ date: '2026-02-30' }];
    values.desks[1]!.desks = '51';
    values.defaultDesks = '';
    values.bookingWindowDays = '0';
    values.timezone = '';
    expect(settingsErrors(values, t)).toEqual({
      'openingHours.mon.0.close': {
        type: 'validate',
        message: 'Closing time must be after opening time',
      },
      'openingHours.tue.0.open': { type: 'validate', message: 'Use a time like 09:30' },
      'holidays.0.date': { type: 'validate', message: 'Use a date like 2026-12-25' },
      'desks.1.desks': { type: 'validate', message: 'Enter a whole number from 0 to 50' },
      defaultDesks: { type: 'validate', message: 'Enter a whole number from 0 to 50' },
      bookingWindowDays: {
        type: 'validate',
        message: 'Enter a whole number of days from 1 to 365',
      },
      timezone: {
        type: 'validate',
        message: 'Enter the time zone, for example America/Edmonton',
      },
    });
  });

  it('refuses overlapping periods and an unknown time zone', () => {
    const values = toFormValues(DEFAULT_BOOKING_SETTINGS, services);
    values.openingHours.wed = [
      { open: '13:00', close: '17:00' },
      { open: '09:00', close: '14:00' },
    ];
    values.timezone = 'Mars/Olympus';
    expect(Object.keys(settingsErrors(values, t))).toEqual(['timezone', 'openingHours.wed.0.open']);
  });

  it('refuses fractional desks', () => {
    const values = toFormValues(DEFAULT_BOOKING_SETTINGS, services);
    values.desks[0]!.desks = '1.5';
    expect(settingsErrors(values, t)).toHaveProperty('desks.0.desks');
  });
});
