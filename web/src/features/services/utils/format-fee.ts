import { useTranslation } from 'react-i18next';
import { formatFee } from '../../../lib/format';

/** A service's fee and appointment length in words of the current language. */
export function useServiceFormat() {
  const { t, i18n } = useTranslation('services');
  return {
    /** 120 -> "$120" (English), "CA$ 120" (Kiswahili); 0 -> "Free". */
    fee(fee: number): string {
      if (fee === 0) return t('fee.free');
      return formatFee(fee, i18n.language);
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
