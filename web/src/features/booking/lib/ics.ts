import { slotInstant, type BookingSettings } from '@centre/domain/bookings';

export interface CalendarEvent {
  /** globally unique and stable, so a second download updates the same calendar entry */
  uid: string;
  /** local date and times in the centre's zone, as stored on the appointment */
  date: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
  url?: string;
}

/** RFC 5545 3.3.5 UTC form: 20260706T073000Z. */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 3.3.11: backslash, semicolon and comma are escaped; line breaks become \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * RFC 5545 3.1: lines longer than 75 octets are folded with CRLF + one space. Octets, not
 * characters, and never inside a character, so Kiswahili names and accents survive the fold.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * A one-event calendar for the appointment. Times are written in UTC (computed in the centre's
 * zone with slotInstant), so no VTIMEZONE block is needed and every calendar app agrees.
 */
export function buildIcs(
  event: CalendarEvent,
  settings: Pick<BookingSettings, 'timezone'>,
  now: Date = new Date(),
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Jamii Service Centre//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(slotInstant(settings, event.date, event.start))}`,
    `DTEND:${icsDateTime(slotInstant(settings, event.date, event.end))}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** A link target the browser downloads without a server (works offline, on any phone). */
export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
