import { DEFAULT_LANGUAGE } from '@centre/domain/constants';
import {
  APPOINTMENT_STATUS_PUBLIC_LABELS,
  BOOKING_MESSAGES,
  CHANGEABLE_STATUSES,
  canChangeAppointment,
  slotInstant,
  type BookingSettings,
} from '@centre/domain/bookings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { RichText } from '../../../components/rich-text';
import { Spinner } from '../../../components/spinner';
import { bookingKeys } from '../../../data/appointments/keys';
import { useService } from '../../../data/services/get-service';
import { useCancelAppointment } from '../api/cancel-appointment';
import { getAppointment, type PublicAppointment } from '../api/get-appointment';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { useBookingSettings } from '../hooks/use-booking-queries';
import { useSlotChoice } from '../hooks/use-slot-choice';
import { errorCode } from '../../../lib/error-code';
import { currentLanguage } from '../../../lib/i18n';
import { labelOf } from '../../../lib/labels';
import { translateMessage } from '../../../lib/messages';
import { bookingErrorMessage } from '../lib/booking-errors';
import { formatLongDate } from '../lib/format';
import { AppointmentTimeFacts, ChosenTime } from './appointment-time';
import { SlotChooser } from './slot-chooser';
import '../booking.css';
import { PageSection } from '../../../components/page-section';
import { LoadFailedNotice } from '../../../components/load-failed-notice';

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

/**
 * The service as it was booked (the name the appointment records, in English); on a page in
 * another language, the catalogue's name in that language (one read of the service, none in
 * English).
 */
function BookedServiceName({ serviceId, serviceName }: { serviceId: string; serviceName: string }) {
  const { i18n } = useTranslation();
  const translated = currentLanguage(i18n) !== DEFAULT_LANGUAGE;
  const { data: service } = useService(serviceId, { enabled: translated });
  return <>{(translated && service?.name) || serviceName || serviceId}</>;
}

type Mode = 'view' | 'confirmCancel' | 'reschedule';

/** /appointment/{id}: the id is the capability to view, move or cancel it. */
export function AppointmentView({ appointmentId, now }: { appointmentId: string; now?: Date }) {
  const { t } = useTranslation('booking');
  const query = useQuery({
    queryKey: bookingKeys.appointment(appointmentId),
    queryFn: () => getAppointment(appointmentId),
  });

  if (query.isPending) {
    return (
      <section className="page booking-page">
        <Spinner label={t('view.loading')} />
      </section>
    );
  }
  if (query.isError) {
    return (
      <PageSection className="page booking-page" title={t('view.title')}>
        <LoadFailedNotice
          message={t('view.loadFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => void query.refetch()}
        />
      </PageSection>
    );
  }
  if (!query.data) {
    return (
      <PageSection className="page booking-page" title={t('view.notFoundTitle')}>
        <p className="notice notice--error" role="alert">
          {translateMessage(BOOKING_MESSAGES.appointmentNotFound)}
        </p>
        <p>
          <RichText
            text={t('view.notFoundHelp')}
            components={{ book: <Link to="/book-appointment" /> }}
          />
        </p>
      </PageSection>
    );
  }
  return <AppointmentDetails appointment={query.data} now={now} />;
}

function AppointmentDetails({ appointment, now }: { appointment: PublicAppointment; now?: Date }) {
  const { t } = useTranslation('booking');
  const settings = useBookingSettings();
  const cancelMutation = useCancelAppointment();
  const rescheduleMutation = useRescheduleAppointment();
  const [mode, setMode] = useState<Mode>('view');
  const busy = cancelMutation.isPending || rescheduleMutation.isPending;
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const choice = useSlotChoice();
  const { slot } = choice;
  const [clock] = useState(() => now ?? new Date());

  const rule = changeRule(appointment, settings, clock);

  // The mutations show the change on this page (the appointment's cached answer) themselves.
  const cancel = async () => {
    setMessage(null);
    try {
      await cancelMutation.mutateAsync(appointment.id);
      setMode('view');
    } catch (error) {
      setMessage({
        kind: 'error',
        text: bookingErrorMessage(error, {
          'failed-precondition': BOOKING_MESSAGES.tooLateToChange,
        }),
      });
    }
  };

  const reschedule = async () => {
    if (!slot) {
      setMessage({ kind: 'error', text: t('view.chooseNewFirst') });
      return;
    }
    setMessage(null);
    try {
      await rescheduleMutation.mutateAsync({
        appointmentId: appointment.id,
        date: slot.date,
        start: slot.start,
        end: slot.end,
      });
      setMode('view');
      choice.clear();
      setMessage({ kind: 'success', text: t('view.rescheduled') });
    } catch (error) {
      // Full meanwhile: the mutation reads the free places again; the visitor picks another.
      if (errorCode(error) === 'resource-exhausted') choice.chooseSlot(null);
      setMessage({
        kind: 'error',
        text: bookingErrorMessage(error, { 'failed-precondition': BOOKING_MESSAGES.closed }),
      });
    }
  };

  const cancelled = appointment.status === 'cancelled';

  return (
    <PageSection className="page booking-page" title={t('view.title')}>
      <div aria-live="polite">
        {cancelled && (
          <p className="notice notice--success" role="status">
            {t('view.cancelled')}
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
          <dt>{t('view.reference')}</dt>
          <dd className="booking-reference">{appointment.reference}</dd>
        </div>
        <div>
          <dt>{t('view.service')}</dt>
          <dd>
            <BookedServiceName
              serviceId={appointment.serviceId}
              serviceName={appointment.serviceName}
            />
          </dd>
        </div>
        <AppointmentTimeFacts {...appointment} />
        <div>
          <dt>{t('view.status')}</dt>
          <dd data-testid="appointment-status">
            {labelOf(APPOINTMENT_STATUS_PUBLIC_LABELS, appointment.status)}
          </dd>
        </div>
        {appointment.maskedName && (
          <div>
            <dt>{t('view.bookedBy')}</dt>
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
            {t('view.reschedule')}
          </Button>
          <Button variant="danger" onClick={() => setMode('confirmCancel')}>
            {t('view.cancel')}
          </Button>
        </div>
      )}

      {rule === 'allowed' && mode === 'confirmCancel' && (
        <div className="card booking-confirm" role="group" aria-labelledby="confirm-cancel-title">
          <h2 id="confirm-cancel-title">{t('view.confirmCancelTitle')}</h2>
          <p>
            {t('view.confirmCancelBody', {
              date: formatLongDate(appointment.date),
              start: appointment.start,
            })}
          </p>
          <div className="booking-actions">
            <Button variant="danger" loading={busy} onClick={() => void cancel()}>
              {t('view.yesCancel')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setMode('view')}>
              {t('view.keep')}
            </Button>
          </div>
        </div>
      )}

      {rule === 'allowed' && mode === 'reschedule' && (
        <section className="card booking-step" aria-labelledby="reschedule-title">
          <h2 id="reschedule-title" className="booking-step__title">
            {t('view.chooseNewTime')}
          </h2>
          <SlotChooser
            serviceId={appointment.serviceId}
            settings={settings}
            choice={choice}
            onChosen={() => setMessage(null)}
          />
          {slot && (
            <p className="booking-summary">
              {t('view.newTime')} <ChosenTime slot={slot} />
            </p>
          )}
          <div className="booking-actions">
            <Button loading={busy} onClick={() => void reschedule()}>
              {t('view.move')}
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
              {t('view.keepTime')}
            </Button>
          </div>
        </section>
      )}
    </PageSection>
  );
}
