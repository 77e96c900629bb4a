import { TZDate } from '@date-fns/tz';
import { addDays, format, parse } from 'date-fns';

/** Appointment dates are calendar dates in the centre's zone, never instants. */
function asDate(date: string): Date {
  return parse(date, 'yyyy-MM-dd', new Date());
}

/** "Monday 6 July 2026" */
export function formatLongDate(date: string): string {
  return format(asDate(date), 'EEEE d MMMM yyyy');
}

/** "Mon 6 Jul", short enough for a day button on a phone */
export function formatShortDate(date: string): { weekday: string; day: string } {
  const value = asDate(date);
  return { weekday: format(value, 'EEE'), day: format(value, 'd MMM') };
}

/** Today in the centre's zone (a visitor abroad still books on the centre's calendar). */
export function todayIn(timezone: string, now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), timezone), 'yyyy-MM-dd');
}

export function addDaysTo(date: string, days: number): string {
  return format(addDays(asDate(date), days), 'yyyy-MM-dd');
}
