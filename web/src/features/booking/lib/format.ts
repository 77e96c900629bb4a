import { addDays, format, parse } from 'date-fns';
import { currentLocale, dateFormat, formatWeekdayDay } from '../../../lib/format';

/** Appointment dates are calendar dates in the centre's zone, never instants. */
function asDate(date: string): Date {
  return parse(date, 'yyyy-MM-dd', new Date());
}

function dateText(date: string, options: Intl.DateTimeFormatOptions, locale: string): string {
  return dateFormat(locale, options).format(asDate(date));
}

/** "Monday 6 July 2026", "Jumatatu 6 Julai 2026": in the page's language (Intl, not date-fns). */
export function formatLongDate(date: string, locale = currentLocale()): string {
  return formatWeekdayDay(date, 'long', locale);
}

/** "Mon 6 Jul", short enough for a day button on a phone ("Jumatatu 6 Jul" in Kiswahili) */
export function formatShortDate(
  date: string,
  locale = currentLocale(),
): { weekday: string; day: string } {
  return {
    weekday: dateText(date, { weekday: 'short' }, locale),
    day: dateText(date, { day: 'numeric', month: 'short' }, locale),
  };
}

export function addDaysTo(date: string, days: number): string {
  return format(addDays(asDate(date), days), 'yyyy-MM-dd');
}
