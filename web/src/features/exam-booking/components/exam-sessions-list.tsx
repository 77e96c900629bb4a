import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/button';
import { useOpenExamSessions } from '../hooks/use-open-exam-sessions';
import { ExamBookingPage, OpenSessionsState } from './exam-booking-page';
import '../exam-booking.css';
import { seatsLeft } from '@centre/domain/bookings';
import { bookSeatPath, formatSessionDate, useSessionText } from '../lib/session-text';

/** /hca-exam-booking: open sessions with the seats left, each leading to the seat form. */
export function ExamSessionsList({ registrationPath }: { registrationPath: string }) {
  const { t } = useTranslation('exam-booking');
  const { seatsLeftText } = useSessionText();
  const sessions = useOpenExamSessions();

  return (
    <ExamBookingPage
      title={t('list.title')}
      lead={t('list.lead')}
      notice={t('list.noReference')}
      registrationPath={registrationPath}
    >
      <h2>{t('list.openSessions')}</h2>
      <OpenSessionsState sessions={sessions} loadFailed={t('list.loadFailed')}>
        {(open) =>
          open.length === 0 ? (
            <p className="notice">{t('list.none')}</p>
          ) : (
            <ul className="exam-sessions">
              {open.map((session) => {
                const full = seatsLeft(session) === 0;
                return (
                  <li key={session.id} className="card exam-session">
                    <h3 id={`session-${session.id}-date`} className="exam-session__date">
                      {formatSessionDate(session.date)}
                    </h3>
                    <dl className="exam-session__facts">
                      <div>
                        <dt>{t('time')}</dt>
                        <dd>{session.startTime}</dd>
                      </div>
                      <div>
                        <dt>{t('location')}</dt>
                        <dd>{session.location}</dd>
                      </div>
                      <div>
                        <dt>{t('list.seats')}</dt>
                        <dd className={full ? 'exam-session__full' : undefined}>
                          {seatsLeftText(session)}
                        </dd>
                      </div>
                    </dl>
                    {!full && (
                      // Named 'Book a seat' like its neighbours; the date heading tells them apart.
                      <Link
                        className={buttonClassName({})}
                        to={bookSeatPath(session.id)}
                        aria-describedby={`session-${session.id}-date`}
                      >
                        {t('list.bookSeat')}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      </OpenSessionsState>
    </ExamBookingPage>
  );
}
