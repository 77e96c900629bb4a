import {
  bookAppointmentInput,
  BOOKING_MESSAGES,
  type BookAppointmentInput,
} from '@centre/domain/bookings';
import { LANGUAGE_NAMES, LANGUAGES } from '@centre/domain/constants';
import type { Service } from '@centre/domain/services';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { FieldError, FormAlert } from '../../../components/form-alert';
import { Spinner } from '../../../components/spinner';
import { TextArea } from '../../../components/text-area';
import { ContactFields } from '../../../components/form-contact-fields';
import { useBookAppointment } from '../api/book-appointment';
import { useBookableServices } from '../../../data/services/list-active-services';
import { useBookingSettings } from '../hooks/use-booking-queries';
import { useSlotChoice } from '../hooks/use-slot-choice';
import { errorCode } from '../../../lib/error-code';
import { currentLanguage } from '../../../lib/i18n';
import { translateMessage } from '../../../lib/messages';
import { readSessionDraft, writeSessionDraft } from '../../../lib/session-draft';
import { useFormSessionDraft } from '../../../lib/use-form-session-draft';
import { useHydrated } from '../../../lib/use-hydrated';
import { bookingErrorMessage } from '../lib/booking-errors';
import { AppointmentConfirmation, type ConfirmedAppointment } from './appointment-confirmation';
import { ChosenTime } from './appointment-time';
import { SlotChooser } from './slot-chooser';
import '../booking.css';
import { PageSection } from '../../../components/page-section';

type FormInput = z.input<typeof bookAppointmentInput>;

/**
 * What the visitor types is kept for this tab, so a reload or a dropped connection costs them
 * nothing, and so is the service chosen; the chosen time is not (it is not held for them: they
 * choose it again).
 */
const DETAILS_DRAFT_KEY = 'centre:booking-details';
const DRAFTED_FIELDS = ['name', 'email', 'phone', 'notes'] as const;
/** The service chosen, kept for the tab too: a reload opens at that service's times. */
const SERVICE_DRAFT_KEY = 'centre:booking-service';

function keptServiceId(): string | null {
  const kept = readSessionDraft(SERVICE_DRAFT_KEY);
  return typeof kept === 'string' ? kept : null;
}

const resolver = zodResolver<FormInput, unknown, BookAppointmentInput>(bookAppointmentInput);

/** The appointment's language starts as the page's: the visitor may pick the other one. */
const emptyValues = (): FormInput => ({
  serviceId: '',
  date: '',
  start: '',
  name: '',
  email: '',
  phone: '',
  language: currentLanguage(),
  notes: '',
});

interface BookAppointmentFlowProps {
  /** from ?service= or ?serviceId= */
  initialServiceId?: string | null;
  /** the centre's address, for the calendar entry */
  location: string;
}

/** /book-appointment: service -> day -> time -> details -> confirmation, on one page. */
export function BookAppointmentFlow({
  initialServiceId = null,
  location,
}: BookAppointmentFlowProps) {
  const { t, i18n } = useTranslation('booking');
  const book = useBookAppointment();
  const services = useBookableServices();
  const settings = useBookingSettings();

  // undefined: nothing chosen yet, so a valid ?service= counts as the choice.
  const [chosenServiceId, setChosenServiceId] = useState<string | null | undefined>(undefined);
  const [pendingServiceId, setPendingServiceId] = useState<string>(initialServiceId ?? '');
  const [serviceError, setServiceError] = useState(false);
  const [detailsShown, setDetailsShown] = useState(false);
  const [slotMessage, setSlotMessage] = useState<string | null>(null);
  const [submitMessage, setSubmitMessage] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<ConfirmedAppointment | null>(null);

  const timeHeading = useRef<HTMLHeadingElement>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  // A new object per request, so asking for the same step twice moves focus again.
  const [focusRequest, setFocusRequest] = useState<{ target: 'time' | 'details' } | null>(null);
  const setFocusTarget = (target: 'time' | 'details') => setFocusRequest({ target });

  const form = useForm<FormInput, unknown, BookAppointmentInput>({
    defaultValues: emptyValues(),
    resolver,
    // A failed submit focuses the error summary, as the other public forms do.
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = form;
  const forgetDraft = useFormSessionDraft(DETAILS_DRAFT_KEY, form, {
    fields: DRAFTED_FIELDS,
    strict: true,
  });

  const serviceList = services.data ?? [];
  // A service linked to (?service=) or, without one, the one this tab chose before a reload:
  // read once React has taken over the pre-rendered page, which cannot know it.
  const hydrated = useHydrated();
  const startingServiceId = initialServiceId ?? (hydrated ? keptServiceId() : null);
  const linkedService = serviceList.find((service) => service.id === startingServiceId);
  const serviceId = chosenServiceId === undefined ? (linkedService?.id ?? null) : chosenServiceId;
  const service = serviceList.find((candidate) => candidate.id === serviceId) ?? null;

  useEffect(() => {
    setValue('serviceId', service?.id ?? '');
  }, [service, setValue]);

  // The page's language changed and the visitor has not picked one: follow the page.
  const [languagePicked, setLanguagePicked] = useState(false);
  const uiLanguage = i18n.resolvedLanguage;
  useEffect(() => {
    if (!languagePicked) setValue('language', currentLanguage());
  }, [languagePicked, uiLanguage, setValue]);
  const languageField = register('language', { onChange: () => setLanguagePicked(true) });

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
      setServiceError(true);
      return;
    }
    setServiceError(false);
    if (next.id !== serviceId) choice.clear();
    setChosenServiceId(next.id);
    writeSessionDraft(SERVICE_DRAFT_KEY, next.id);
    setFocusTarget('time');
  };

  const changeService = () => {
    setPendingServiceId(serviceId ?? '');
    setChosenServiceId(null);
    writeSessionDraft(SERVICE_DRAFT_KEY, null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setSubmitMessage(null);
    setSlotMessage(null);
    try {
      const booked = await book.mutateAsync(values);
      // Booked: the details are the appointment's now, not a draft.
      forgetDraft();
      writeSessionDraft(SERVICE_DRAFT_KEY, null);
      if (!service || !slot) return;
      setConfirmed({ ...booked, service, date: slot.date, start: slot.start, end: slot.end });
    } catch (error) {
      if (errorCode(error) === 'resource-exhausted') {
        // Someone took the last place: the mutation reads the times again; the details stay.
        setSlotMessage(BOOKING_MESSAGES.slotFull);
        choice.chooseSlot(null);
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
  const slotError = errors.date || errors.start ? t('flow.chooseTime') : undefined;
  // The schema's messages are the domain's English: shown in the page's language.
  const fieldText = (message: string | undefined) =>
    message ? translateMessage(message) : undefined;
  const fieldErrors = {
    name: fieldText(errors.name?.message),
    email: fieldText(errors.email?.message),
    phone: fieldText(errors.phone?.message),
    notes: fieldText(errors.notes?.message),
  };
  // The summary lists the problems in the page's order, each linking to its place.
  const summary = [
    { fieldId: 'step-time', message: slotError },
    { fieldId: 'booking-name', message: fieldErrors.name },
    { fieldId: 'booking-email', message: fieldErrors.email },
    { fieldId: 'booking-phone', message: fieldErrors.phone },
    { fieldId: 'booking-notes', message: fieldErrors.notes },
  ];

  return (
    <PageSection className="page booking-page" title={t('flow.title')}>
      <p className="page__lead">{t('flow.lead')}</p>

      <form noValidate onSubmit={(event) => void onSubmit(event)} className="booking-form">
        <section className="booking-step card" aria-labelledby="step-service">
          <h2 id="step-service" className="booking-step__title">
            {t('flow.stepService')}
          </h2>
          {services.isPending ? (
            <Spinner label={t('flow.loadingServices')} />
          ) : services.isError ? (
            <div className="notice notice--error" role="alert">
              <p>{t('flow.servicesFailed')}</p>
              <Button variant="outline" size="sm" onClick={() => void services.refetch()}>
                {t('tryAgain')}
              </Button>
            </div>
          ) : service ? (
            <div className="booking-summary">
              <p>
                <strong>{service.name}</strong>
                <span className="booking-summary__meta">
                  {' · '}
                  {t('flow.minutes', { count: service.durationMinutes })}
                </span>
              </p>
              <Button variant="ghost" size="sm" onClick={changeService}>
                {t('flow.changeService')}
              </Button>
            </div>
          ) : serviceList.length === 0 ? (
            <p className="notice">{t('flow.noServices')}</p>
          ) : (
            <ServiceChoice
              services={serviceList}
              value={pendingServiceId}
              onChange={(id) => {
                setPendingServiceId(id);
                setServiceError(false);
              }}
              error={serviceError ? t('flow.chooseService') : null}
              notice={missingService ? t('flow.unknownService') : null}
              onContinue={confirmService}
            />
          )}
        </section>

        {service && (
          <section className="booking-step card" aria-labelledby="step-time">
            <h2 id="step-time" className="booking-step__title" tabIndex={-1} ref={timeHeading}>
              {t('flow.stepTime')}
            </h2>
            <div aria-live="polite">
              <FormAlert message={slotMessage} />
            </div>
            <SlotChooser
              key={service.id}
              serviceId={service.id}
              settings={settings}
              choice={choice}
              onChosen={() => {
                setSlotMessage(null);
                setDetailsShown(true);
              }}
            />
            {slot && (
              <div className="booking-summary">
                <p>
                  {t('flow.yourTime')} <ChosenTime slot={slot} />
                </p>
                <Button onClick={() => setFocusTarget('details')}>{t('continue')}</Button>
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
              {t('flow.stepDetails')}
            </h2>
            <ErrorSummary errors={summary} attempt={submitCount} level={3} />
            <fieldset className="booking-fieldset">
              <legend className="visually-hidden">{t('flow.detailsLegend')}</legend>
              <ContactFields
                idPrefix="booking"
                labels={{
                  name: t('flow.fullName'),
                  email: t('flow.email'),
                  phone: t('flow.phone'),
                }}
                helperText={{ phone: t('flow.phoneHelper') }}
                phoneRequired
                name={register('name')}
                email={register('email')}
                phone={register('phone')}
                errors={fieldErrors}
              />
            </fieldset>
            <fieldset className="booking-fieldset booking-fieldset--inline">
              <legend className="field__label">{t('flow.language')}</legend>
              {LANGUAGES.map((language) => (
                <label key={language} className="checkbox" lang={language}>
                  <input type="radio" value={language} {...languageField} />{' '}
                  {LANGUAGE_NAMES[language]}
                </label>
              ))}
            </fieldset>
            <TextArea
              id="booking-notes"
              label={t('flow.notes')}
              rows={3}
              maxLength={1000}
              error={fieldErrors.notes}
              {...register('notes')}
            />
            <p className="consent-note">{t('flow.emailConsent')}</p>
            <div aria-live="polite">
              <FormAlert message={slotError} />
              <FormAlert message={submitMessage} />
            </div>
            <Button type="submit" size="lg" loading={isSubmitting} fullWidth>
              {t('flow.submit')}
            </Button>
          </section>
        )}
      </form>
    </PageSection>
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
  const { t } = useTranslation('booking');
  return (
    <>
      {notice && <p className="notice">{notice}</p>}
      <fieldset
        className="booking-fieldset"
        aria-describedby={error ? 'service-choice-error' : undefined}
      >
        <legend className="booking-legend">{t('flow.chooseServiceLegend')}</legend>
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
                <span className="service-choice__meta">
                  {t('flow.minutes', { count: service.durationMinutes })}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <FieldError id="service-choice-error" message={error} />
      </fieldset>
      <Button onClick={onContinue}>{t('continue')}</Button>
    </>
  );
}
