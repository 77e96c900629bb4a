import { DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsDataUrl } from './ics';

const EVENT = {
  uid: 'appt-1@jamii-service-centre',
  date: '2026-07-06',
  start: '09:30',
  end: '10:00',
  summary: 'Passport Application and Renewal appointment',
  location: 'Jamii Service Centre, Unit 4, 1200 Harambee Way',
  description: 'Reference: APT-7K3Q9D\nBring: passport; two photos',
};
const NOW = new Date('2026-07-01T12:00:00.000Z');

describe('buildIcs', () => {
  it('writes one VEVENT with UTC times computed in the centre time zone', () => {
    const ics = buildIcs(EVENT, { timezone: 'America/Edmonton' }, NOW);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Jamii Service Centre//Bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:appt-1@jamii-service-centre',
      'DTSTAMP:20260701T120000Z',
      // 09:30 in Edmonton in July is UTC-6 (daylight time)
      'DTSTART:20260706T153000Z',
      'DTEND:20260706T160000Z',
      'SUMMARY:Passport Application and Renewal appointment',
      'LOCATION:Jamii Service Centre\\, Unit 4\\, 1200 Harambee Way',
      'DESCRIPTION:Reference: APT-7K3Q9D\\nBring: passport\\; two photos',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('follows the zone offset through the year (winter is UTC-7 in Edmonton)', () => {
    const ics = buildIcs(
      { ...EVENT, date: '2026-12-07' },
      { timezone: DEFAULT_BOOKING_SETTINGS.timezone },
      NOW,
    );
    expect(ics).toContain('\r\nDTSTART:20261207T163000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261207T170000Z\r\n');
  });

  it('ends every line with CRLF and never a bare LF', () => {
    const ics = buildIcs(EVENT, { timezone: 'Africa/Nairobi' }, NOW);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('\r\nDTSTART:20260706T063000Z\r\n');
  });

  it('adds the appointment page as URL when given', () => {
    const ics = buildIcs(
      { ...EVENT, url: 'https://centre.example/appointment/appt-1' },
      { timezone: 'UTC' },
      NOW,
    );
    expect(ics).toContain('\r\nURL:https://centre.example/appointment/appt-1\r\n');
  });

  it('folds long lines at 75 octets with CRLF and a space', () => {
    const ics = buildIcs({ ...EVENT, description: 'x'.repeat(200) }, { timezone: 'UTC' }, NOW);
    const lines = ics.split('\r\n');
    const start = lines.findIndex((line) => line.startsWith('DESCRIPTION:'));
    expect(lines[start]).toHaveLength(75);
    expect(lines[start + 1]).toMatch(/^ x+$/);
    expect(lines[start + 1]).toHaveLength(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`\r\nDESCRIPTION:${'x'.repeat(200)}\r\n`);
  });
});

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldIcsLine', () => {
  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const parts = foldIcsLine(line).split('\r\n');
    const encoder = new TextEncoder();
    for (const part of parts) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('leaves a short line alone', () => {
    expect(foldIcsLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});

describe('icsDataUrl', () => {
  it('is a text/calendar data URL that decodes back to the file', () => {
    const url = icsDataUrl('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.split(',')[1] ?? '')).toBe(
      'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    );
  });
});
