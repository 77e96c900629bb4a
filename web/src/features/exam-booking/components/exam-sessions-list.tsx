import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useOpenExamSessions } from '../hooks/use-open-exam-sessions';
import { seatsLeft } from '@centre/domain/bookings';
import { bookSeatPath, formatSessionDate, seatsLeftText } from '../lib/session-text';
import '../exam-booking.css';

export const SESSIONS_MESSAGES = {
  loadFailed: 'We could not load the exam sessions. Check your connection and try again.',
  none: 'No exam sessions are open for booking just now. Please check again soon.',
} as const;

/** /hca-exam-booking: open sessions with the seats left, each leading to the seat form. */
export function ExamSessionsList({ registrationPath }: { registrationPath: string }) {
  const sessions = useOpenExamSessions();

  return (
    <section className="page exam-booking-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        HCA exam booking
      </h1>
      <p className="page__lead">
        Choose a session and book your seat with your registration reference (it looks like
        APP-7K3Q9D) and your date of birth. Booking opens once the centre has checked your
        eligibility and approved your registration.
      </p>
      <p className="notice">
        No reference yet? <Link to={registrationPath}>Register for the HCA exam</Link> first.
      </p>

      <h2>Open sessions</h2>
      {sessions.isPending ? (
        <Spinner label="Loading the exam sessions" />
      ) : sessions.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{SESSIONS_MESSAGES.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : sessions.data.length === 0 ? (
        <p className="notice">{SESSIONS_MESSAGES.none}</p>
      ) : (
        <ul className="exam-sessions">
          {sessions.data.map((session) => {
            const full = seatsLeft(session) === 0;
            return (
              <li key={session.id} className="card exam-session">
                <h3 id={`session-${session.id}-date`} className="exam-session__date">
                  {formatSessionDate(session.date)}
                </h3>
                <dl className="exam-session__facts">
                  <div>
                    <dt>Time</dt>
                    <dd>{session.startTime}</dd>
                  </div>
                  <div>
                    <dt>Location</dt>
                    <dd>{session.location}</dd>
                  </div>
                  <div>
                    <dt>Seats</dt>
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
                    Book a seat
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
