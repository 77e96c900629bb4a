import type { CheckedIn, CheckInVisitorInput } from '@centre/domain/visits';
import type { AppointmentRecord } from '@centre/domain/bookings';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { QueryState } from '../../../components/query-state';
import { useAppointments } from '../../../data/appointments/list-appointments';
import { useServiceName } from '../../../data/services/service-name';
import { errorCode } from '../../../lib/error-code';
import { elementById, useFocusLater } from '../../../lib/use-focus-later';
import { useCheckInVisitor } from '../api/check-in-visitor';
import {
  isCheckable,
  matchesAppointment,
  visitorFromAppointment,
} from '../lib/appointment-visitor';
import { keepCheckIn } from '../lib/check-in-outbox';
import { checkInErrorMessage } from '../lib/error-message';
import { isTransientFailure } from '../lib/failures';
import { CheckInConfirmation } from './check-in-confirmation';
import { BookerChoice } from './booker-choice';
import { SearchPanel } from './search-panel';

const SEARCH_ID = 'appointment-search';
const checkInButtonId = (appointmentId: string) => `appointment-check-in-${appointmentId}`;

/**
 * Today's booked and confirmed appointments, found by reference, name or phone, checked in. The
 * booker is first looked up among the visitors (by the booked phone, then name) and the
 * receptionist says who they are, so a returning visitor who booked keeps one record.
 * Focus follows the steps: "Check in" takes it to the booker step's heading; Back gives it back
 * to that appointment's "Check in" (or the search); the ticket focuses its own heading; "Next
 * visitor", or a check-in kept on the device, takes it to the search.
 */
export function AppointmentCheckIn({
  queueDate,
  onKept,
}: {
  queueDate: string;
  onKept: (name: string) => void;
}) {
  const { t } = useTranslation('visitor-registration');
  const [text, setText] = useState('');
  const [done, setDone] = useState<{ answer: CheckedIn; serviceName: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The appointment whose booker the receptionist is recognising among the visitors.
  const [chosen, setChosen] = useState<AppointmentRecord | null>(null);
  // One requestId per appointment, kept until confirmed: a second press is a retry.
  const requestIds = useRef(new Map<string, string>());
  const appointments = useAppointments(
    { from: queueDate, to: queueDate, serviceId: '' },
    queueDate !== '',
  );
  const checkIn = useCheckInVisitor();
  const serviceName = useServiceName();
  const focusLater = useFocusLater(elementById);

  /**
   * Checks the appointment in as a visitor the receptionist recognised (visitorId) or as a new
   * visitor made from the booking; the appointment's requestId is kept until it is confirmed.
   */
  const start = async (appointment: AppointmentRecord, who: { visitorId: string } | 'new') => {
    setFailure(null);
    setBusy(appointment.id);
    const requestId = requestIds.current.get(appointment.id) ?? crypto.randomUUID();
    requestIds.current.set(appointment.id, requestId);
    const input: CheckInVisitorInput & { requestId: string } = {
      requestId,
      appointmentId: appointment.id,
      ...(who === 'new' ? { visitor: visitorFromAppointment(appointment) } : who),
    };
    try {
      const answer = await checkIn.mutateAsync(input);
      requestIds.current.delete(appointment.id);
      setChosen(null);
      setDone({ answer, serviceName: appointment.serviceName || appointment.serviceId });
    } catch (error) {
      if (isTransientFailure(error)) {
        try {
          await keepCheckIn({
            requestId,
            input,
            visitorName: appointment.name,
            serviceId: appointment.serviceId,
            serviceName: appointment.serviceName || appointment.serviceId,
            lastErrorCode: errorCode(error),
          });
          requestIds.current.delete(appointment.id);
          focusLater(SEARCH_ID);
          setChosen(null);
          onKept(appointment.name);
          return;
        } catch {
          // Not kept: the failure is shown and the buttons stay.
        }
      }
      setFailure(checkInErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  if (done) {
    return (
      <CheckInConfirmation
        answer={done.answer}
        serviceName={serviceName(done.answer.serviceId, done.serviceName)}
        queueDate={queueDate}
        onNext={() => {
          focusLater(SEARCH_ID);
          setDone(null);
          setText('');
        }}
      />
    );
  }

  if (chosen) {
    return (
      <BookerChoice
        appointment={chosen}
        busy={busy !== null}
        failure={failure}
        onChoose={(match) => void start(chosen, { visitorId: match.visitorId })}
        onNew={() => void start(chosen, 'new')}
        onBack={() => {
          focusLater(checkInButtonId(chosen.id), SEARCH_ID);
          setFailure(null);
          setChosen(null);
        }}
      />
    );
  }

  const today = (appointments.data ?? []).filter(isCheckable);
  const shown = today.filter((appointment) => matchesAppointment(appointment, text));

  return (
    <SearchPanel
      id={SEARCH_ID}
      title={t('appointments.title')}
      label={t('appointments.label')}
      value={text}
      onChange={setText}
    >
      <FormAlert message={failure} />
      <QueryState
        query={appointments}
        pendingLabel={t('appointments.loading')}
        error={t('appointments.loadFailed')}
        isEmpty={() => shown.length === 0}
        empty={
          <p className="text-muted">
            {today.length === 0 ? t('appointments.noneToday') : t('appointments.noMatch')}
          </p>
        }
      >
        {() => (
          <ul className="match-list" aria-label={t('appointments.list')}>
            {shown.map((appointment) => (
              <li key={appointment.id} className="match match--row">
                <span className="match__name">
                  {appointment.start} · {appointment.name}
                </span>
                <span className="match__facts">
                  {appointment.reference} ·{' '}
                  {serviceName(appointment.serviceId, appointment.serviceName)}
                </span>
                <Button
                  id={checkInButtonId(appointment.id)}
                  size="sm"
                  onClick={() => {
                    focusLater('booker-title');
                    setFailure(null);
                    setChosen(appointment);
                  }}
                  aria-label={t('appointments.checkInNamed', { name: appointment.name })}
                >
                  {t('appointments.checkIn')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </SearchPanel>
  );
}
