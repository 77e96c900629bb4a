/**
 * Date and number formatting for every page, with Intl (date-fns is for date arithmetic
 * only: it ships no Swahili locale). The language comes from <html lang>, which the i18n layer
 * keeps current; a caller may pass one. Labels of stored values (statuses, roles) are
 * lib/labels.ts's labelOf. A pre-rendered page's first render reuses the texts its pre-render
 * formatted (lib/carried-text.ts). This module imports only that one, so every page may use it
 * for free.
 */
import { carriedText } from './carried-text';

/** The page's language: <html lang>, or English. */
export function currentLocale(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

/** The centre writes English dates day first (23 Nov 2026), as en-GB does. */
const INTL_LOCALES: Record<string, string> = { en: 'en-GB', sw: 'sw-KE' };

/** The Intl locale for a UI language ('en' -> 'en-GB'). */
export function intlLocale(locale: string): string {
  return INTL_LOCALES[locale] ?? locale;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl.DateTimeFormat for a UI language ('en' writes dates as en-GB does). */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), options);
    formatters.set(key, format);
  }
  return format;
}

/** '23 Nov 2026, 14:05'; '—' when there is no date. */
export function formatDateTime(date: Date | null | undefined, locale = currentLocale()): string {
  if (!date) return '—';
  // The offset: the same instant reads differently in another time zone.
  return carriedText(`date-time|${locale}|${date.getTime()}|${date.getTimezoneOffset()}`, () =>
    dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date),
  );
}

/** A calendar date 'YYYY-MM-DD' as a local Date at midnight (no time-zone shift); null if not one. */
function calendarDate(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** A stored 'YYYY-MM-DD' shown as a date ('23 Nov 2026'), without a time-zone shift. */
export function formatDay(day: string, locale = currentLocale()): string {
  const date = calendarDate(day);
  if (!date) return day || '—';
  return carriedText(`day|${locale}|${day}`, () =>
    dateFormat(locale, { dateStyle: 'medium' }).format(date),
  );
}

/**
 * A stored 'YYYY-MM-DD' with its weekday: "Monday 6 July 2026" (long), "Mon 6 Jul 2026" (short);
 * "Jumatatu 6 Julai 2026" in Kiswahili. Written weekday first in both languages, which Intl's
 * own long style does not do for en-GB ("Monday, 6 July 2026" has a comma, Kiswahili none).
 */
export function formatWeekdayDay(
  day: string,
  style: 'long' | 'short' = 'long',
  locale = currentLocale(),
): string {
  const date = calendarDate(day);
  if (!date) return day || '—';
  return carriedText(`weekday-day|${style}|${locale}|${day}`, () => {
    const weekday = dateFormat(locale, { weekday: style }).format(date);
    const rest = dateFormat(locale, { day: 'numeric', month: style, year: 'numeric' });
    return `${weekday} ${rest.format(date)}`;
  });
}

/**
 * Fees are stored as whole amounts in the centre's currency (Canadian dollars: the centre and its
 * Health Care Aide exam are in Alberta). 0 means the service is free (the caller words that).
 */
export const FEE_CURRENCY = 'CAD';

/** English amounts as Canadians write them ($120); Kiswahili as Intl writes CAD there (CA$ 120). */
const MONEY_LOCALES: Record<string, string> = { en: 'en-CA', sw: 'sw-KE' };

/** The Intl locale for amounts of money in a UI language ('en' -> 'en-CA'): fees, salaries. */
export function moneyLocale(locale: string): string {
  return MONEY_LOCALES[locale] ?? locale;
}

const feeFormats = new Map<string, Intl.NumberFormat>();

/** A fee in the centre's currency: whole dollars without cents ($120), else two decimals ($12.50). */
export function formatFee(fee: number, locale = currentLocale()): string {
  return carriedText(`fee|${locale}|${fee}`, () => feeFormat(fee, locale));
}

function feeFormat(fee: number, locale: string): string {
  const whole = Number.isInteger(fee);
  const key = `${locale}|${whole}`;
  let format = feeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(moneyLocale(locale), {
      style: 'currency',
      currency: FEE_CURRENCY,
      ...(whole ? { maximumFractionDigits: 0 } : {}),
    });
    feeFormats.set(key, format);
  }
  return format.format(fee);
}

/** 'some_value' or 'someValue' -> 'Some value'. */
export function humanize(value: string): string {
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A file's size in words: '512 B', '240 KB', '1.5 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
