import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/rich-text';
import { formatLongDate } from '../lib/format';
import type { ChosenSlot } from './slot-chooser';

/** The Date and Time rows of an appointment's facts list (a <dl>). */
export function AppointmentTimeFacts({ date, start, end }: ChosenSlot) {
  const { t } = useTranslation('booking');
  return (
    <>
      <div>
        <dt>{t('time.date')}</dt>
        <dd>{formatLongDate(date)}</dd>
      </div>
      <div>
        <dt>{t('time.time')}</dt>
        <dd>{t('time.range', { start, end })}</dd>
      </div>
    </>
  );
}

/** "Wednesday 8 July 2026 at 09:30", the day and time in bold. */
export function ChosenTime({ slot }: { slot: ChosenSlot }) {
  const { t } = useTranslation('booking');
  return (
    <RichText
      text={t('time.chosen', { date: formatLongDate(slot.date), start: slot.start })}
      components={{ day: <strong />, time: <strong /> }}
    />
  );
}
