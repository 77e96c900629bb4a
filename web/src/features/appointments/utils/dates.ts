import { currentLocale, dateFormat } from '../../../lib/format';
/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings. Appointments store the centre's local date as text,
 * so ranges are computed on plain dates (in UTC, where no day is 23 or 25 hours long) and only
 * "today" needs the centre's time zone.
 */

export type CalendarView = 'day' | 'week';

export interface DateRange {
  /** inclusive, 'YYYY-MM-DD' */
  from: string;
  /** inclusive, 'YYYY-MM-DD' */
  to: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = toUtc(value);
  return date.getUTCDate() === Number(match[3]) && date.getUTCMonth() === Number(match[2]) - 1;
}

function toUtc(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today's date where the centre is, whatever the browser's own zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
  } catch {
    // An unknown zone in the settings must not break the page: fall back to the browser's day.
    return fromUtc(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
  }
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function addDays(date: string, days: number): string {
  const value = toUtc(date);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtc(value);
}

/** The Monday of the (Monday to Sunday) week holding the date. */
export function startOfWeek(date: string): string {
  const weekday = toUtc(date).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

export function rangeFor(view: CalendarView, date: string): DateRange {
  if (view === 'day') return { from: date, to: date };
  const from = startOfWeek(date);
  return { from, to: addDays(from, 6) };
}

/** The date shown after pressing previous (-1) or next (+1). */
export function shiftDate(view: CalendarView, date: string, direction: -1 | 1): string {
  return addDays(date, direction * (view === 'day' ? 1 : 7));
}

export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

// In the UI language (<html lang>): 'Monday 23 November 2026' / 'Jumatatu, 23 Novemba 2026'.
const LONG_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};
const SHORT_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
};
const MEDIUM_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/** 'Monday 23 November 2026' */
export function formatLongDay(date: string): string {
  return isIsoDate(date) ? dateFormat(currentLocale(), LONG_DAY).format(toUtc(date)) : date;
}

/** 'Mon 23 Nov' */
export function formatShortDay(date: string): string {
  return isIsoDate(date) ? dateFormat(currentLocale(), SHORT_DAY).format(toUtc(date)) : date;
}

/** '23 Nov 2026' */
export function formatDay(date: string): string {
  return isIsoDate(date)
    ? dateFormat(currentLocale(), MEDIUM_DAY).format(toUtc(date))
    : date || '—';
}

export function formatRange(view: CalendarView, range: DateRange): string {
  if (view === 'day') return formatLongDay(range.from);
  return `${formatDay(range.from)} – ${formatDay(range.to)}`;
}
