import { seatsLeft } from '@centre/domain/bookings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { normaliseOnBlur } from '../../../components/form-reference';
import { ErrorSummary } from '../../../components/error-summary';
import { ReferenceFields } from '../../../components/form-reference-fields';
import { RichText } from '../../../components/rich-text';
import { SelectInput } from '../../../components/select-input';
import { useBookExamSeat } from '../api/book-exam-seat';
import { heldSeatOf, seatErrorMessage } from '../lib/seat-error-message';
import type { ExamSessionRecord } from '../api/get-open-exam-sessions';
import { useOpenExamSessions } from '../hooks/use-open-exam-sessions';
import { ExamBookingPage, OpenSessionsState } from './exam-booking-page';
import {
  isSeatFormMessage,
  seatFormSchema,
  type SeatFormOutput,
  type SeatFormValues,
} from '../lib/seat-form-schema';
import { formatSessionDate, useSessionText } from '../lib/session-text';
import '../exam-booking.css';
import { SuccessPage } from '../../../components/success-page';

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
  const { t } = useTranslation('exam-booking');
  const { sessionOptionLabel } = useSessionText();
  const bookSeat = useBookExamSeat();
  /** The schema's messages are keys; anything else is shown as written. */
  const fieldError = (message: string | undefined) =>
    isSeatFormMessage(message) ? t(message) : message;
  const sessions = useOpenExamSessions();
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<SeatFormValues, unknown, SeatFormOutput>({
    defaultValues: { reference: '', dateOfBirth: '', sessionId: initialSessionId ?? '' },
    resolver,
    // A failed submit focuses the error summary, as the other public forms do.
    shouldFocusError: false,
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

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setValue('reference', values.reference);
    try {
      // The mutation reads the seats again once it settles (full or closed meanwhile included).
      const { bookingId } = await bookSeat.mutateAsync(values);
      const session = sessionList?.find((candidate) => candidate.id === values.sessionId);
      if (session) setBooked({ bookingId, reference: values.reference, session });
    } catch (error) {
      const held = heldSeatOf(error);
      setFailure(
        held
          ? t('form.alreadyHasSeatAt', {
              date: formatSessionDate(held.date),
              time: held.startTime,
              location: held.location,
            })
          : seatErrorMessage(error),
      );
    }
  });

  if (booked) {
    return (
      <SuccessPage
        className="page exam-booking-page"
        title={t('booked.title')}
        notice={
          <RichText
            text={t('booked.notice', { reference: booked.reference })}
            components={{ ref: <strong /> }}
          />
        }
      >
        <dl className="exam-session__facts card">
          <div>
            <dt>{t('date')}</dt>
            <dd>{formatSessionDate(booked.session.date)}</dd>
          </div>
          <div>
            <dt>{t('time')}</dt>
            <dd>{booked.session.startTime}</dd>
          </div>
          <div>
            <dt>{t('location')}</dt>
            <dd>{booked.session.location}</dd>
          </div>
        </dl>
        <p>{t('booked.arrive')}</p>
        <p>
          <Link to={sessionsPath}>{t('booked.back')}</Link>
        </p>
      </SuccessPage>
    );
  }

  const reference = register(
    'reference',
    normaliseOnBlur((value) => setValue('reference', value)),
  );
  const fieldErrors = {
    reference: fieldError(errors.reference?.message),
    dateOfBirth: fieldError(errors.dateOfBirth?.message),
    sessionId: fieldError(errors.sessionId?.message),
  };

  return (
    <ExamBookingPage
      title={t('form.title')}
      lead={t('form.lead')}
      notice={t('form.approvalNotice')}
      registrationPath={registrationPath}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="card exam-seat-form">
        <ErrorSummary
          attempt={submitCount}
          errors={[
            { fieldId: 'seat-reference', message: fieldErrors.reference },
            { fieldId: 'seat-date-of-birth', message: fieldErrors.dateOfBirth },
            { fieldId: 'seat-session', message: fieldErrors.sessionId },
          ]}
        />
        <ReferenceFields
          idPrefix="seat"
          referenceLabel={t('form.reference')}
          referenceHelperText={t('form.referenceHelper')}
          dateOfBirthLabel={t('form.dateOfBirth')}
          reference={reference}
          dateOfBirth={register('dateOfBirth')}
          errors={{
            reference: { message: fieldErrors.reference },
            dateOfBirth: { message: fieldErrors.dateOfBirth },
          }}
        />
        <OpenSessionsState sessions={sessions} loadFailed={t('form.loadFailed')}>
          {(open) => (
            <SelectInput
              id="seat-session"
              label={t('form.session')}
              required
              placeholder={t('form.chooseSession')}
              options={open.map((session) => ({
                value: session.id,
                label: sessionOptionLabel(session),
                disabled: seatsLeft(session) === 0,
              }))}
              error={fieldErrors.sessionId}
              {...register('sessionId')}
            />
          )}
        </OpenSessionsState>
        <p className="consent-note">{t('form.emailConsent')}</p>
        <div aria-live="polite">
          <FormAlert message={failure} />
        </div>
        <Button type="submit" size="lg" loading={isSubmitting} fullWidth>
          {t('form.submit')}
        </Button>
      </form>
    </ExamBookingPage>
  );
}
