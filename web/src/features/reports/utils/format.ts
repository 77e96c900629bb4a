import { intlLocale } from '../../../lib/format';

/** A count or figure in a language: whole numbers as they are, others with one decimal. */
export function formatFigure(value: number | null, locale: string): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(value);
}

/** A share (0..1) as a percentage ('12.5%'); '—' when there is none. */
export function formatShare(value: number | null, locale: string): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value);
}

/** 'YYYY-MM' as the month's name and year ('November 2026'). */
export function formatMonth(month: string, locale: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric' }).format(
    new Date(year, index - 1, 1),
  );
}

/** The first and last days of a 'YYYY-MM' month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month before the one `today` ('YYYY-MM-DD') is in. */
export function previousMonth(today: string): string {
  const [year, index] = today.split('-').map(Number) as [number, number];
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, '0')}`;
}
