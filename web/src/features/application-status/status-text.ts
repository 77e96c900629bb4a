import { intlLocale } from '../../lib/format';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO date from the callable as "3 March 2026" ("3 Machi 2026" in Kiswahili); '' when missing
 * or unreadable. Each status's words are `statuses.<status>` in the application-status namespace.
 */
export function formatAnswerDate(iso: string | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' });
    formats.set(language, format);
  }
  return format.format(date);
}
