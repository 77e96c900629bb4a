import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { Pill } from '../../../components/pill';
import { Spinner } from '../../../components/spinner';
import { useExamBookings } from '../../../data/appointments/list-exam-bookings';
import { markExamBooking, type ExamAttendance } from '../api/mark-exam-booking';
import { appointmentKeys } from '../../../data/appointments/keys';
import type { ExamBookingRecord } from '../../../data/appointments/converter';
import { writeErrorMessage } from '../utils/error-message';
import { EXAM_BOOKING_LABELS } from '../utils/labels';
import { statusTone } from './status-badge';
import { labelOf } from '../../../lib/format';

interface CandidateListProps {
  sessionId: string;
  sessionLabel: string;
  canManage: boolean;
}

/** The candidates booked on a session, with attended / no-show marking for managers. */
export function CandidateList({ sessionId, sessionLabel, canManage }: CandidateListProps) {
  const queryClient = useQueryClient();
  const bookings = useExamBookings(sessionId);
  const [error, setError] = useState<string | null>(null);

  const mark = useMutation({
    mutationFn: ({ booking, status }: { booking: ExamBookingRecord; status: ExamAttendance }) =>
      markExamBooking(booking.id, status),
    onSuccess: (_result, { booking, status }) => {
      setError(null);
      toast.success(
        `${booking.candidateName || 'Candidate'}: ${labelOf(EXAM_BOOKING_LABELS, status)}.`,
      );
      return queryClient.invalidateQueries({ queryKey: appointmentKeys.examBookings(sessionId) });
    },
    onError: (failure) => setError(writeErrorMessage(failure)),
  });

  if (bookings.isPending) return <Spinner label="Loading candidates" />;
  if (bookings.isError) {
    return (
      <p className="text-error" role="alert">
        The candidates could not be loaded.
      </p>
    );
  }
  if (bookings.data.length === 0) {
    return <p className="text-muted">No candidates have booked this session yet.</p>;
  }
  return (
    <>
      <div className="table-wrap">
        <table className="data-table appt-table">
          <caption>Candidates for {sessionLabel}</caption>
          <thead>
            <tr>
              <th scope="col">Candidate</th>
              <th scope="col">Reference</th>
              <th scope="col">Status</th>
              {canManage && <th scope="col">Attendance</th>}
            </tr>
          </thead>
          <tbody>
            {bookings.data.map((booking) => {
              const busy = mark.isPending && mark.variables?.booking.id === booking.id;
              return (
                <tr key={booking.id}>
                  <th scope="row">{booking.candidateName || 'Unnamed candidate'}</th>
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
                          aria-label={`Attendance of ${booking.candidateName}`}
                        >
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={mark.isPending}
                            loading={busy && mark.variables?.status === 'attended'}
                            onClick={() => mark.mutate({ booking, status: 'attended' })}
                          >
                            Mark attended
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={mark.isPending}
                            loading={busy && mark.variables?.status === 'no_show'}
                            onClick={() => mark.mutate({ booking, status: 'no_show' })}
                          >
                            Mark no-show
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
      </div>
      {error && (
        <p className="text-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
