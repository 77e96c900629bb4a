import { useTranslation } from 'react-i18next';
import { carriedText } from '../../../lib/carried-text';
import { BANK_DESK_HOURS, formatTimeOfDay, OPENING_HOURS } from '../centre-info';

/** A time of day in the reader's language, as the pre-render wrote it if it did. */
function timeOfDay(value: string, locale: string): string {
  return carriedText(`time-of-day|${locale}|${value}`, () => formatTimeOfDay(value, locale));
}

/** Opening hours as a definition list: each day range is a term, its hours the description. */
export function OpeningHours() {
  const { t, i18n } = useTranslation('content');
  const time = (value: string) => timeOfDay(value, i18n.language);
  return (
    <dl className="opening-hours">
      {OPENING_HOURS.map((row) => (
        <div key={row.days} className="opening-hours__row">
          <dt>{t(`openingHours.${row.days}`)}</dt>
          <dd>
            {row.hours
              ? t('openingHours.range', { from: time(row.hours.from), to: time(row.hours.to) })
              : t('openingHours.closed')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Monday to Friday, 10:00 AM – 4:00 PM' in the reader's language. */
export function BankDeskHours() {
  const { t, i18n } = useTranslation('content');
  return t('bankDeskHours', {
    from: timeOfDay(BANK_DESK_HOURS.from, i18n.language),
    to: timeOfDay(BANK_DESK_HOURS.to, i18n.language),
  });
}
