import {
  bookAppointmentInput,
  BOOKING_MESSAGES,
  type BookAppointmentInput,
} from '@centre/domain/bookings';
import type { Service } from '@centre/domain/services';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { FieldError, FormAlert } from '../../../components/form-alert';
import { Spinner } from '../../../components/spinner';
import { TextInput } from '../../../components/text-input';
import { bookAppointment } from '../api/book-appointment';
import { bookingKeys } from '../api/query-keys';
import { useBookableServices } from '../../../data/services/list-active-services';
import { useBookingSettings } from '../hooks/use-booking-queries';
import { useSlotChoice } from '../hooks/use-slot-choice';
import { errorCode } from '../../../lib/error-code';
import { bookingErrorMessage } from '../lib/booking-errors';
import { AppointmentConfirmation, type ConfirmedAppointment } from './appointment-confirmation';
import { ChosenTime } from './appointment-time';
import { SlotChooser } from './slot-chooser';
import '../booking.css';

type FormInput = z.input<typeof bookAppointmentInput>;

const resolver = zodResolver<FormInput, unknown, BookAppointmentInput>(bookAppointmentInput);

const EMPTY_VALUES: FormInput = {
  serviceId: '',
  date: '',
  start: '',
  name: '',
  email: '',
  phone: '',
  language: 'en',
  notes: '',
};

export const FLOW_MESSAGES = {
  chooseService: 'Choose a service',
  chooseTime: 'Choose a day and a time above',
  unknownService:
    'The service in your link cannot be booked online. Choose one of the services below.',
  servicesFailed: 'We could not load the services. Check your connection and try again.',
  noServices: 'No services can be booked online just now. Please call the centre.',
} as const;

interface BookAppointmentFlowProps {
  /** from ?service= or ?serviceId= */
  initialServiceId?: string | null;
  /** the centre's address, for the calendar entry */
  location: string;
  now?: Date;
}

/** /book-appointment: service -> day -> time -> details -> confirmation, on one page. */
export function BookAppointmentFlow({
  initialServiceId = null,
  location,
  now,
}: BookAppointmentFlowProps) {
  const queryClient = useQueryClient();
  const services = useBookableServices();
  const settings = useBookingSettings();
  const [clock] = useState(() => now ?? new Date());

  // undefined: nothing chosen yet, so a valid ?service= counts as the choice.
  const [chosenServiceId, setChosenServiceId] = useState<string | null | undefined>(undefined);
  const [pendingServiceId, setPendingServiceId] = useState<string>(initialServiceId ?? '');
  const [serviceError, setServiceError] = useState<string | null>(null);
  const [detailsShown, setDetailsShown] = useState(false);
  const [slotMessage, setSlotMessage] = useState<string | null>(null);
  const [submitMessage, setSubmitMessage] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<ConfirmedAppointment | null>(null);

  const timeHeading = useRef<HTMLHeadingElement>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  // A new object per request, so asking for the same step twice moves focus again.
  const [focusRequest, setFocusRequest] = useState<{ target: 'time' | 'details' } | null>(null);
  const setFocusTarget = (target: 'time' | 'details') => setFocusRequest({ target });

  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, BookAppointmentInput>({ defaultValues: EMPTY_VALUES, resolver });

  const serviceList = services.data ?? [];
  const linkedService = serviceList.find((service) => service.id === initialServiceId);
  const serviceId = chosenServiceId === undefined ? (linkedService?.id ?? null) : chosenServiceId;
  const service = serviceList.find((candidate) => candidate.id === serviceId) ?? null;

  useEffect(() => {
    setValue('serviceId', service?.id ?? '');
  }, [service, setValue]);

  // Focus follows the step so keyboard and screen-reader users land on what comes next.
  useEffect(() => {
    if (!focusRequest) return;
    (focusRequest.target === 'time' ? timeHeading : detailsHeading).current?.focus();
  }, [focusRequest]);

  // The form's date and start mirror the chosen time, so the schema checks one is chosen.
  const choice = useSlotChoice((next) => {
    setValue('date', next?.date ?? '');
    setValue('start', next?.start ?? '');
    if (next) clearErrors(['date', 'start']);
  });
  const { slot } = choice;

  const confirmService = () => {
    const next = serviceList.find((candidate) => candidate.id === pendingServiceId);
    if (!next) {
      setServiceError(FLOW_MESSAGES.chooseService);
      return;
    }
    setServiceError(null);
    if (next.id !== serviceId) choice.clear();
    setChosenServiceId(next.id);
    setFocusTarget('time');
  };

  const changeService = () => {
    setPendingServiceId(serviceId ?? '');
    setChosenServiceId(null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setSubmitMessage(null);
    setSlotMessage(null);
    try {
      const booked = await bookAppointment(values);
      if (!service || !slot) return;
      setConfirmed({ ...booked, service, date: slot.date, start: slot.start, end: slot.end });
    } catch (error) {
      if (errorCode(error) === 'resource-exhausted') {
        // Someone took the last place: show the times as they are now; the details stay.
        setSlotMessage(BOOKING_MESSAGES.slotFull);
        choice.chooseSlot(null);
        void queryClient.invalidateQueries({ queryKey: bookingKeys.availabilities() });
        setFocusTarget('time');
        return;
      }
      setSubmitMessage(
        bookingErrorMessage(error, { 'failed-precondition': BOOKING_MESSAGES.closed }),
      );
    }
  });

  if (confirmed) {
    return <AppointmentConfirmation appointment={confirmed} location={location} />;
  }

  const missingService = Boolean(
    initialServiceId && services.isSuccess && !linkedService && chosenServiceId === undefined,
  );
  const slotError = errors.date || errors.start ? FLOW_MESSAGES.chooseTime : undefined;

  return (
    <section className="page booking-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        Book an appointment
      </h1>
      <p className="page__lead">
        Choose a service, a day and a time, then tell us who is coming. It takes about two minutes
        and you do not need an account.
      </p>

      <form noValidate onSubmit={(event) => void onSubmit(event)} className="booking-form">
        <section className="booking-step card" aria-labelledby="step-service">
          <h2 id="step-service" className="booking-step__title">
            1. Service
          </h2>
          {services.isPending ? (
            <Spinner label="Loading the services" />
          ) : services.isError ? (
            <div className="notice notice--error" role="alert">
              <p>{FLOW_MESSAGES.servicesFailed}</p>
              <Button variant="outline" size="sm" onClick={() => void services.refetch()}>
                Try again
              </Button>
            </div>
          ) : service ? (
            <div className="booking-summary">
              <p>
                <strong>{service.name}</strong>
                <span className="booking-summary__meta"> · {service.durationMinutes} minutes</span>
              </p>
              <Button variant="ghost" size="sm" onClick={changeService}>
                Change service
              </Button>
            </div>
          ) : serviceList.length === 0 ? (
            <p className="notice">{FLOW_MESSAGES.noServices}</p>
          ) : (
            <ServiceChoice
              services={serviceList}
              value={pendingServiceId}
              onChange={(id) => {
                setPendingServiceId(id);
                setServiceError(null);
              }}
              error={serviceError}
              notice={missingService ? FLOW_MESSAGES.unknownService : null}
              onContinue={confirmService}
            />
          )}
        </section>

        {service && (
          <section className="booking-step card" aria-labelledby="step-time">
            <h2 id="step-time" className="booking-step__title" tabIndex={-1} ref={timeHeading}>
              2. Day and time
            </h2>
            <div aria-live="polite">
              <FormAlert message={slotMessage} />
            </div>
            <SlotChooser
              key={service.id}
              serviceId={service.id}
              settings={settings}
              now={clock}
              choice={choice}
              onChosen={() => {
                setSlotMessage(null);
                setDetailsShown(true);
              }}
            />
            {slot && (
              <div className="booking-summary">
                <p>
                  Your time: <ChosenTime slot={slot} />
                </p>
                <Button onClick={() => setFocusTarget('details')}>Continue</Button>
              </div>
            )}
          </section>
        )}

        {service && detailsShown && (
          <section className="booking-step card" aria-labelledby="step-details">
            <h2
              id="step-details"
              className="booking-step__title"
              tabIndex={-1}
              ref={detailsHeading}
            >
              3. Your details
            </h2>
            <fieldset className="booking-fieldset">
              <legend className="visually-hidden">Your details</legend>
              <TextInput
                id="booking-name"
                label="Full name"
                autoComplete="name"
                required
                error={errors.name?.message}
                {...register('name')}
              />
              <TextInput
                id="booking-email"
                label="Email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                error={errors.email?.message}
                {...register('email')}
              />
              <TextInput
                id="booking-phone"
                label="Phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                required
                helperText="We call only if we need to change your appointment."
                error={errors.phone?.message}
                {...register('phone')}
              />
            </fieldset>
            <fieldset className="booking-fieldset booking-fieldset--inline">
              <legend className="field__label">Language</legend>
              <label className="checkbox">
                <input type="radio" value="en" {...register('language')} /> English
              </label>
              <label className="checkbox">
                <input type="radio" value="sw" {...register('language')} /> Kiswahili
              </label>
            </fieldset>
            <div className="field">
              <label htmlFor="booking-notes" className="field__label">
                Notes (optional)
              </label>
              <textarea
                id="booking-notes"
                rows={3}
                maxLength={1000}
                className={['field__input', errors.notes && 'field__input--invalid']
                  .filter(Boolean)
                  .join(' ')}
                aria-invalid={errors.notes ? true : undefined}
                aria-describedby={errors.notes ? 'booking-notes-error' : undefined}
                {...register('notes')}
              />
              <FieldError id="booking-notes-error" message={errors.notes?.message} />
            </div>
            <div aria-live="polite">
              <FormAlert message={slotError} />
              <FormAlert message={submitMessage} />
            </div>
            <Button type="submit" size="lg" loading={isSubmitting} fullWidth>
              Book appointment
            </Button>
          </section>
        )}
      </form>
    </section>
  );
}

function ServiceChoice({
  services,
  value,
  onChange,
  error,
  notice,
  onContinue,
}: {
  services: Service[];
  value: string;
  onChange: (serviceId: string) => void;
  error: string | null;
  notice: string | null;
  onContinue: () => void;
}) {
  return (
    <>
      {notice && <p className="notice">{notice}</p>}
      <fieldset
        className="booking-fieldset"
        aria-describedby={error ? 'service-choice-error' : undefined}
      >
        <legend className="booking-legend">Choose a service</legend>
        <ul className="service-choice">
          {services.map((service) => (
            <li key={service.id}>
              <label className="service-choice__option">
                <input
                  type="radio"
                  name="booking-service"
                  value={service.id}
                  checked={value === service.id}
                  onChange={() => onChange(service.id)}
                />
                <span className="service-choice__name">{service.name}</span>
                <span className="service-choice__meta">{service.durationMinutes} minutes</span>
              </label>
            </li>
          ))}
        </ul>
        <FieldError id="service-choice-error" message={error} />
      </fieldset>
      <Button onClick={onContinue}>Continue</Button>
    </>
  );
}
