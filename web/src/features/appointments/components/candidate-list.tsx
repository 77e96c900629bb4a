import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import toast from '../../../lib/toast';
import { Button } from '../../../components/button';
import { Pill } from '../../../components/pill';
import { TableFrame } from '../../../components/table-frame';
import { Spinner } from '../../../components/spinner';
import { useExamBookings } from '../../../data/appointments/list-exam-bookings';
import { useMarkExamBooking, type ExamAttendance } from '../api/mark-exam-booking';
import type { ExamBookingRecord } from '../../../data/appointments/converter';
import { writeErrorMessage } from '../utils/error-message';
import { EXAM_BOOKING_LABELS } from '../utils/labels';
import { statusTone } from './status-badge';
import { labelOf } from '../../../lib/labels';

interface CandidateListProps {
  sessionId: string;
  sessionLabel: string;
  canManage: boolean;
}

/** The candidates booked on a session, with attended / no-show marking for managers. */
export function CandidateList({ sessionId, sessionLabel, canManage }: CandidateListProps) {
  const { t } = useTranslation('appointments');
  const bookings = useExamBookings(sessionId);
  const [error, setError] = useState<string | null>(null);

  const mark = useMarkExamBooking(sessionId);
  const markAs = (booking: ExamBookingRecord, status: ExamAttendance) =>
    mark.mutate(
      { bookingId: booking.id, status },
      {
        onSuccess: () => {
          setError(null);
          toast.success(
            t('candidates.marked', {
              name: booking.candidateName || t('candidates.candidate'),
              status: labelOf(EXAM_BOOKING_LABELS, status),
            }),
          );
        },
        onError: (failure) => setError(writeErrorMessage(failure)),
      },
    );

  if (bookings.isPending) return <Spinner label={t('candidates.loading')} />;
  if (bookings.isError) {
    return (
      <p className="text-error" role="alert">
        {t('candidates.loadFailed')}
      </p>
    );
  }
  if (bookings.data.length === 0) {
    return <p className="text-muted">{t('candidates.empty')}</p>;
  }
  return (
    <>
      <TableFrame className="table-wrap" label={t('candidates.caption', { session: sessionLabel })}>
        <table className="data-table appt-table">
          <caption>{t('candidates.caption', { session: sessionLabel })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('candidates.candidate')}</th>
              <th scope="col">{t('candidates.reference')}</th>
              <th scope="col">{t('candidates.status')}</th>
              {canManage && <th scope="col">{t('candidates.attendance')}</th>}
            </tr>
          </thead>
          <tbody>
            {bookings.data.map((booking) => {
              const busy = mark.isPending && mark.variables?.bookingId === booking.id;
              return (
                <tr key={booking.id}>
                  <th scope="row">{booking.candidateName || t('candidates.unnamed')}</th>
                  <td>{booking.reference || '—'}</td>
                  <td>
                    <Pill tone={statusTone(booking.status)}>
                      {labelOf(EXAM_BOOKING_LABELS, booking.status)}
                    </Pill>
                  </td>
                  {canManage && (
                    <td>
                      {booking.status === 'booked' ? (
                        <div
                          className="action-row action-row--tight"
                          role="group"
                          aria-label={t('candidates.attendanceOf', { name: booking.candidateName })}
                        >
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={mark.isPending}
                            loading={busy && mark.variables?.status === 'attended'}
                            onClick={() => markAs(booking, 'attended')}
                          >
                            {t('candidates.markAttended')}
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={mark.isPending}
                            loading={busy && mark.variables?.status === 'no_show'}
                            onClick={() => markAs(booking, 'no_show')}
                          >
                            {t('candidates.markNoShow')}
                          </Button>
                        </div>
                      ) : (
                        <span className="text-muted">—</span>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableFrame>
      {error && (
        <p className="text-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
