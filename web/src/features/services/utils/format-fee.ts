import { useTranslation } from 'react-i18next';

/**
 * Fees are stored as whole amounts in the centre's currency (Canadian dollars: the centre and its
 * Health Care Aide exam are in Alberta). 0 means the service is free.
 */
export const FEE_CURRENCY = 'CAD';

/** English amounts as Canadians write them ($120); Kiswahili as Intl writes CAD there (CA$ 120). */
const FEE_LOCALES: Record<string, string> = { en: 'en-CA', sw: 'sw-KE' };

const formats = new Map<string, Intl.NumberFormat>();

function feeFormat(language: string, whole: boolean): Intl.NumberFormat {
  const key = `${language}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    // Whole dollars without cents ($120), otherwise always two decimals ($12.50).
    format = new Intl.NumberFormat(FEE_LOCALES[language] ?? language, {
      style: 'currency',
      currency: FEE_CURRENCY,
      ...(whole ? { maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** A service's fee and appointment length in words of the current language. */
export function useServiceFormat() {
  const { t, i18n } = useTranslation('services');
  return {
    /** 120 -> "$120" (English), "CA$ 120" (Kiswahili); 0 -> "Free". */
    fee(fee: number): string {
      if (fee === 0) return t('fee.free');
      return feeFormat(i18n.language, Number.isInteger(fee)).format(fee);
    },
    /** 30 -> "30 minutes", 90 -> "1 hour 30 minutes", 180 -> "3 hours". */
    duration(minutes: number): string {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      const hoursText = t('duration.hours', { count: hours });
      const minutesText = t('duration.minutes', { count: rest });
      if (hours > 0 && rest > 0) {
        return t('duration.hoursAndMinutes', { hours: hoursText, minutes: minutesText });
      }
      return hours > 0 ? hoursText : minutesText;
    },
  };
}
