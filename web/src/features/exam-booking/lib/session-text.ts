import { seatsLeft } from '@centre/domain/bookings';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { carriedText } from '../../../lib/carried-text';
import { currentLocale } from '../../../lib/format';
import type { ExamSessionRecord } from '../api/get-open-exam-sessions';

type T = TFunction<'exam-booking'>;

/** "Full", "1 seat left", "12 seats left" (in the page's language) */
function seatsLeftText(session: Pick<ExamSessionRecord, 'capacity' | 'booked'>, t: T) {
  const left = seatsLeft(session);
  return left === 0 ? t('seats.full') : t('seats.left', { count: left });
}

/** English dates are written day first (14 July 2026), as en-GB does. */
const INTL_LOCALES: Record<string, string> = { en: 'en-GB', sw: 'sw-KE' };

/** A calendar date ('YYYY-MM-DD', not an instant) as "<weekday> <day month year>", with Intl. */
function sessionDate(date: string, style: 'long' | 'short', locale: string): string {
  return carriedText(`session-date|${style}|${locale}|${date}`, () =>
    sessionDateText(date, style, locale),
  );
}

function sessionDateText(date: string, style: 'long' | 'short', locale: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const value = new Date(year, month - 1, day);
  const intl = INTL_LOCALES[locale] ?? locale;
  const weekday = new Intl.DateTimeFormat(intl, { weekday: style }).format(value);
  const rest = new Intl.DateTimeFormat(intl, { day: 'numeric', month: style, year: 'numeric' });
  return `${weekday} ${rest.format(value)}`;
}

/** "Tuesday 14 July 2026", "Jumanne 14 Julai 2026". */
export function formatSessionDate(date: string, locale = currentLocale()): string {
  return sessionDate(date, 'long', locale);
}

/** For a select option: "Tue 14 Jul 2026, 09:00, Main hall (3 seats left)" */
function sessionOptionLabel(session: ExamSessionRecord, t: T): string {
  return t('option', {
    date: sessionDate(session.date, 'short', currentLocale()),
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
