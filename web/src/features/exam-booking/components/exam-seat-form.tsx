import { seatsLeft } from '@centre/domain/bookings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { FieldError, FormAlert } from '../../../components/form-alert';
import { normaliseOnBlur } from '../../../components/form-reference';
import { ReferenceFields } from '../../../components/form-reference-fields';
import { Spinner } from '../../../components/spinner';
import { bookExamSeat } from '../api/book-exam-seat';
import type { ExamSessionRecord } from '../api/get-open-exam-sessions';
import { examBookingKeys } from '../api/query-keys';
import { useOpenExamSessions } from '../hooks/use-open-exam-sessions';
import { seatErrorMessage } from '../lib/seat-error-message';
import { seatFormSchema, type SeatFormOutput, type SeatFormValues } from '../lib/seat-form-schema';
import { formatSessionDate, sessionOptionLabel } from '../lib/session-text';
import '../exam-booking.css';

const resolver = zodResolver<SeatFormValues, unknown, SeatFormOutput>(seatFormSchema);

interface Booked {
  bookingId: string;
  reference: string;
  session: ExamSessionRecord;
}

/** /services/hca-exam-booking/apply: registration reference + date of birth + session. */
export function ExamSeatForm({
  initialSessionId,
  registrationPath,
  sessionsPath,
}: {
  initialSessionId: string | null;
  registrationPath: string;
  sessionsPath: string;
}) {
  const queryClient = useQueryClient();
  const sessions = useOpenExamSessions();
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SeatFormValues, unknown, SeatFormOutput>({
    defaultValues: { reference: '', dateOfBirth: '', sessionId: initialSessionId ?? '' },
    resolver,
  });

  // The select's options arrive after the form: set the preselection once they exist, so the
  // browser does not drop a value it has no option for yet.
  const sessionList = sessions.data;
  useEffect(() => {
    if (!sessionList || !initialSessionId) return;
    if (sessionList.some((session) => session.id === initialSessionId) && !getValues('sessionId')) {
      setValue('sessionId', initialSessionId);
    }
  }, [sessionList, initialSessionId, getValues, setValue]);

  useEffect(() => {
    if (booked) heading.current?.focus();
  }, [booked]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setValue('reference', values.reference);
    try {
      const { bookingId } = await bookExamSeat(values);
      const session = sessionList?.find((candidate) => candidate.id === values.sessionId);
      if (session) setBooked({ bookingId, reference: values.reference, session });
      void queryClient.invalidateQueries({ queryKey: examBookingKeys.sessions() });
    } catch (error) {
      setFailure(seatErrorMessage(error));
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && /resource-exhausted|failed-precondition/.test(code)) {
        // The list on screen is out of date: show seats as they are now.
        void queryClient.invalidateQueries({ queryKey: examBookingKeys.sessions() });
      }
    }
  });

  if (booked) {
    return (
      <section className="page exam-booking-page" aria-labelledby="page-title">
        <div aria-live="polite">
          <h1 id="page-title" className="page__title" tabIndex={-1} ref={heading}>
            Exam seat booked
          </h1>
          <p className="notice notice--success">
            Your seat for registration <strong>{booked.reference}</strong> is booked.
          </p>
        </div>
        <dl className="exam-session__facts card">
          <div>
            <dt>Date</dt>
            <dd>{formatSessionDate(booked.session.date)}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{booked.session.startTime}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{booked.session.location}</dd>
          </div>
        </dl>
        <p>
          Arrive 30 minutes early with photo ID. Quote your registration reference if you need to
          call the centre about your seat.
        </p>
        <p>
          <Link to={sessionsPath}>Back to the exam sessions</Link>
        </p>
      </section>
    );
  }

  const reference = register(
    'reference',
    normaliseOnBlur((value) => setValue('reference', value)),
  );
  const options = sessionList ?? [];

  return (
    <section className="page exam-booking-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        Book an HCA exam seat
      </h1>
      <p className="page__lead">
        Use the reference from your HCA exam registration and your date of birth.
      </p>
      <p className="notice">
        You can book a seat once the centre has approved your HCA exam registration (we check your
        eligibility first). Not registered yet?{' '}
        <Link to={registrationPath}>Register for the HCA exam</Link>.
      </p>

      <form noValidate onSubmit={(event) => void onSubmit(event)} className="card exam-seat-form">
        <ReferenceFields
          idPrefix="seat"
          referenceLabel="Registration reference"
          referenceHelperText="It looks like APP-7K3Q9D."
          reference={reference}
          dateOfBirth={register('dateOfBirth')}
          errors={errors}
        />
        {sessions.isPending ? (
          <Spinner label="Loading the exam sessions" />
        ) : sessions.isError ? (
          <div className="notice notice--error" role="alert">
            <p>We could not load the exam sessions.</p>
            <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="field">
            <label htmlFor="seat-session" className="field__label">
              Exam session
              <span className="field__required" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <select
              id="seat-session"
              required
              className={['field__input', errors.sessionId && 'field__input--invalid']
                .filter(Boolean)
                .join(' ')}
              aria-invalid={errors.sessionId ? true : undefined}
              aria-describedby={errors.sessionId ? 'seat-session-error' : undefined}
              {...register('sessionId')}
            >
              <option value="">Choose a session</option>
              {options.map((session) => (
                <option key={session.id} value={session.id} disabled={seatsLeft(session) === 0}>
                  {sessionOptionLabel(session)}
                </option>
              ))}
            </select>
            <FieldError id="seat-session-error" message={errors.sessionId?.message} />
          </div>
        )}
        <div aria-live="polite">
          <FormAlert message={failure} />
        </div>
        <Button type="submit" size="lg" loading={isSubmitting} fullWidth>
          Book seat
        </Button>
      </form>
    </section>
  );
}
