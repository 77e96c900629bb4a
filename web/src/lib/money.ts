import { currentLocale, intlLocale } from './format';

/** Money as staff type it (`500`, `1 000.5`, `1,000.50`): whole cents, or null when it is not. */
export function parseMoneyToCents(text: string): number | null {
  const plain = text.trim().replace(/[\s,]/g, '');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as they are typed back into a money field: `1250.5` -> `"12.51"`. */
export function centsToMoneyText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** An amount in cents in `currency`, in the page's language (`CA$25.00`). */
export function formatMoneyCents(
  cents: number,
  currency: string,
  locale = currentLocale(),
): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(
    cents / 100,
  );
}
