import { seatsLeft } from '@centre/domain/bookings';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLocale, formatWeekdayDay } from '../../../lib/format';
import type { ExamSessionRecord } from '../api/get-open-exam-sessions';

type T = TFunction<'exam-booking'>;

/** "Full", "1 seat left", "12 seats left" (in the page's language) */
function seatsLeftText(session: Pick<ExamSessionRecord, 'capacity' | 'booked'>, t: T) {
  const left = seatsLeft(session);
  return left === 0 ? t('seats.full') : t('seats.left', { count: left });
}

/** "Tuesday 14 July 2026", "Jumanne 14 Julai 2026". */
export function formatSessionDate(date: string, locale = currentLocale()): string {
  return formatWeekdayDay(date, 'long', locale);
}

/** For a select option: "Tue 14 Jul 2026, 09:00, Main hall (3 seats left)" */
function sessionOptionLabel(session: ExamSessionRecord, t: T): string {
  return t('option', {
    date: formatWeekdayDay(session.date, 'short', currentLocale()),
    time: session.startTime,
    location: session.location,
    seats: seatsLeftText(session, t),
  });
}

/** A session's words in the page's language. */
export function useSessionText() {
  const { t } = useTranslation('exam-booking');
  return {
    seatsLeftText: (session: Pick<ExamSessionRecord, 'capacity' | 'booked'>) =>
      seatsLeftText(session, t),
    sessionOptionLabel: (session: ExamSessionRecord) => sessionOptionLabel(session, t),
  };
}

export function bookSeatPath(sessionId: string): string {
  return `/services/hca-exam-booking/apply?session=${encodeURIComponent(sessionId)}`;
}
