import { intlLocale } from '../format';

/** A file size in the page's language: "512 bytes", "12 kB", "1.3 MB" ("kilobaiti 12"). */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [Math.round(bytes / 1024), 'kilobyte']
        : [bytes / (1024 * 1024), 'megabyte'];
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
