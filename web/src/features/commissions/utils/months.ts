import { addMonths, format, parse, startOfMonth, subMonths } from 'date-fns';
import { currentLocale, dateFormat } from '../../../lib/format';
import type { MonthRange } from '../../../data/commissions/list-commissions';

const MONTH = 'yyyy-MM';

/** The dashboard's first view: the last `count` months, this month included. */
export function lastMonths(now: Date, count = 6): MonthRange {
  return {
    from: format(subMonths(startOfMonth(now), count - 1), MONTH),
    to: format(now, MONTH),
  };
}

/** Every month of the range, in order (`2026-06` .. `2026-11`); none when it is reversed. */
export function monthsOf({ from, to }: MonthRange): string[] {
  const months: string[] = [];
  const reference = new Date(2000, 0, 1);
  for (
    let month = parse(from, MONTH, reference);
    format(month, MONTH) <= to && months.length < 240;
    month = addMonths(month, 1)
  ) {
    months.push(format(month, MONTH));
  }
  return months;
}

/** `2026-11` in the page's language: "Nov 2026". */
export function monthLabel(month: string, locale = currentLocale()): string {
  const date = parse(month, MONTH, new Date(2000, 0, 1));
  return dateFormat(locale, {
    month: 'short',
    year: 'numeric',
  }).format(date);
}
