import {
  APPOINTMENT_STATUS_PUBLIC_LABELS,
  BOOKING_MESSAGES,
  CHANGEABLE_STATUSES,
  canChangeAppointment,
  slotInstant,
  type BookingSettings,
} from '@centre/domain/bookings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { cancelAppointment } from '../api/cancel-appointment';
import { getAppointment, type PublicAppointment } from '../api/get-appointment';
import { bookingKeys } from '../api/query-keys';
import { rescheduleAppointment } from '../api/reschedule-appointment';
import { useBookingSettings } from '../hooks/use-booking-queries';
import { useSlotChoice } from '../hooks/use-slot-choice';
import { errorCode } from '../../../lib/error-code';
import { labelOf } from '../../../lib/format';
import { translateMessage } from '../../../lib/messages';
import { bookingErrorMessage } from '../lib/booking-errors';
import { formatLongDate } from '../lib/format';
import { AppointmentTimeFacts, ChosenTime } from './appointment-time';
import { SlotChooser } from './slot-chooser';
import '../booking.css';

export const STATUS_LABELS = APPOINTMENT_STATUS_PUBLIC_LABELS;

export const APPOINTMENT_MESSAGES = {
  cancelled: 'Your appointment is cancelled',
  rescheduled: 'Your appointment has been moved.',
  loadFailed: 'We could not load your appointment. Check your connection and try again.',
} as const;

/** Changes are allowed while the appointment holds a place and starts more than 24 h from now. */
export function changeRule(
  appointment: Pick<PublicAppointment, 'status' | 'date' | 'start'>,
  settings: Pick<BookingSettings, 'timezone'>,
  now: Date,
): 'allowed' | 'tooLate' | 'notChangeable' {
  if (!CHANGEABLE_STATUSES.includes(appointment.status)) return 'notChangeable';
  const startsAt = slotInstant(settings, appointment.date, appointment.start);
  return canChangeAppointment(startsAt, now) ? 'allowed' : 'tooLate';
}

type Mode = 'view' | 'confirmCancel' | 'reschedule';

/** /appointment/{id}: the id is the capability to view, move or cancel it. */
export function AppointmentView({ appointmentId, now }: { appointmentId: string; now?: Date }) {
  const query = useQuery({
    queryKey: bookingKeys.appointment(appointmentId),
    queryFn: () => getAppointment(appointmentId),
  });

  if (query.isPending) {
    return (
      <section className="page booking-page">
        <Spinner label="Loading your appointment" />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="page booking-page" aria-labelledby="page-title">
        <h1 id="page-title" className="page__title">
          Your appointment
        </h1>
        <div className="notice notice--error" role="alert">
          <p>{APPOINTMENT_MESSAGES.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </section>
    );
  }
  if (!query.data) {
    return (
      <section className="page booking-page" aria-labelledby="page-title">
        <h1 id="page-title" className="page__title">
          Appointment not found
        </h1>
        <p className="notice notice--error" role="alert">
          {translateMessage(BOOKING_MESSAGES.appointmentNotFound)}
        </p>
        <p>
          Check the link from your confirmation, or{' '}
          <Link to="/book-appointment">book a new appointment</Link>.
        </p>
      </section>
    );
  }
  return <AppointmentDetails appointment={query.data} now={now} />;
}

function AppointmentDetails({ appointment, now }: { appointment: PublicAppointment; now?: Date }) {
  const queryClient = useQueryClient();
  const settings = useBookingSettings();
  const [mode, setMode] = useState<Mode>('view');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const choice = useSlotChoice();
  const { slot } = choice;
  const [clock] = useState(() => now ?? new Date());

  const rule = changeRule(appointment, settings, clock);
  const update = (changes: Partial<PublicAppointment>) =>
    queryClient.setQueryData<PublicAppointment | null>(
      bookingKeys.appointment(appointment.id),
      (current) => (current ? { ...current, ...changes } : current),
    );

  const cancel = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await cancelAppointment(appointment.id);
      update({ status: 'cancelled' });
      setMode('view');
    } catch (error) {
      setMessage({
        kind: 'error',
        text: bookingErrorMessage(error, {
          'failed-precondition': BOOKING_MESSAGES.tooLateToChange,
        }),
      });
    } finally {
      setBusy(false);
    }
  };

  const reschedule = async () => {
    if (!slot) {
      setMessage({ kind: 'error', text: 'Choose a new day and time first.' });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const moved = await rescheduleAppointment({
        appointmentId: appointment.id,
        date: slot.date,
        start: slot.start,
      });
      update({ date: slot.date, start: slot.start, end: slot.end, reference: moved.reference });
      setMode('view');
      choice.clear();
      setMessage({ kind: 'success', text: APPOINTMENT_MESSAGES.rescheduled });
    } catch (error) {
      if (errorCode(error) === 'resource-exhausted') {
        choice.chooseSlot(null);
        void queryClient.invalidateQueries({ queryKey: bookingKeys.availabilities() });
      }
      setMessage({
        kind: 'error',
        text: bookingErrorMessage(error, { 'failed-precondition': BOOKING_MESSAGES.closed }),
      });
    } finally {
      setBusy(false);
    }
  };

  const cancelled = appointment.status === 'cancelled';

  return (
    <section className="page booking-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        Your appointment
      </h1>
      <div aria-live="polite">
        {cancelled && (
          <p className="notice notice--success" role="status">
            {APPOINTMENT_MESSAGES.cancelled}
          </p>
        )}
        {message && (
          <p
            className={`notice ${message.kind === 'error' ? 'notice--error' : 'notice--success'}`}
            role={message.kind === 'error' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        )}
      </div>

      <dl className="booking-facts card">
        <div>
          <dt>Reference</dt>
          <dd className="booking-reference">{appointment.reference}</dd>
        </div>
        <div>
          <dt>Service</dt>
          <dd>{appointment.serviceName || appointment.serviceId}</dd>
        </div>
        <AppointmentTimeFacts {...appointment} />
        <div>
          <dt>Status</dt>
          <dd data-testid="appointment-status">{labelOf(STATUS_LABELS, appointment.status)}</dd>
        </div>
        {appointment.maskedName && (
          <div>
            <dt>Booked by</dt>
            <dd>{appointment.maskedName}</dd>
          </div>
        )}
      </dl>

      {rule === 'tooLate' && (
        <p className="notice">{translateMessage(BOOKING_MESSAGES.tooLateToChange)}</p>
      )}
      {rule === 'notChangeable' && !cancelled && (
        <p className="notice">{translateMessage(BOOKING_MESSAGES.notChangeable)}</p>
      )}

      {rule === 'allowed' && mode === 'view' && (
        <div className="booking-actions">
          <Button variant="outline" onClick={() => setMode('reschedule')}>
            Reschedule
          </Button>
          <Button variant="danger" onClick={() => setMode('confirmCancel')}>
            Cancel appointment
          </Button>
        </div>
      )}

      {rule === 'allowed' && mode === 'confirmCancel' && (
        <div className="card booking-confirm" role="group" aria-labelledby="confirm-cancel-title">
          <h2 id="confirm-cancel-title">Cancel this appointment?</h2>
          <p>
            Your place on {formatLongDate(appointment.date)} at {appointment.start} will be given to
            someone else.
          </p>
          <div className="booking-actions">
            <Button variant="danger" loading={busy} onClick={() => void cancel()}>
              Yes, cancel it
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setMode('view')}>
              Keep my appointment
            </Button>
          </div>
        </div>
      )}

      {rule === 'allowed' && mode === 'reschedule' && (
        <section className="card booking-step" aria-labelledby="reschedule-title">
          <h2 id="reschedule-title" className="booking-step__title">
            Choose a new time
          </h2>
          <SlotChooser
            serviceId={appointment.serviceId}
            settings={settings}
            now={clock}
            choice={choice}
            onChosen={() => setMessage(null)}
          />
          {slot && (
            <p className="booking-summary">
              New time: <ChosenTime slot={slot} />
            </p>
          )}
          <div className="booking-actions">
            <Button loading={busy} onClick={() => void reschedule()}>
              Move my appointment
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setMode('view');
                choice.chooseSlot(null);
                setMessage(null);
              }}
            >
              Keep the current time
            </Button>
          </div>
        </section>
      )}
    </section>
  );
}
