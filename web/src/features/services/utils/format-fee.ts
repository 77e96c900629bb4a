/**
 * Fees are stored as whole amounts in the centre's currency (Canadian dollars: the centre and its
 * Health Care Aide exam are in Alberta). 0 means the service is free.
 */
export const FEE_CURRENCY = 'CAD';

// Whole dollars without cents ($120), otherwise always two decimals ($12.50).
const wholeDollars = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: FEE_CURRENCY,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-CA', { style: 'currency', currency: FEE_CURRENCY });

export function formatFee(fee: number): string {
  if (fee === 0) return 'Free';
  return (Number.isInteger(fee) ? wholeDollars : withCents).format(fee);
}

/** 30 -> "30 minutes", 90 -> "1 hour 30 minutes", 180 -> "3 hours". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
