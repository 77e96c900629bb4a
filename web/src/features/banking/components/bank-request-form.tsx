import {
  BANK_PRODUCT_LABELS,
  BANK_PRODUCTS,
  PREFERRED_CONTACT_TIME_LABELS,
  PREFERRED_CONTACT_TIMES,
  type BankProduct,
} from '@centre/domain/bank';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FieldError, FormAlert } from '../../../components/form-alert';
import { TextInput } from '../../../components/text-input';
import { labelOf } from '../../../lib/labels';
import { translateMessage } from '../../../lib/messages';
import {
  BANK_REQUEST_FIELDS,
  bankRequestFormSchema,
  type BankRequestField,
  type BankRequestFormData,
  type BankRequestFormValues,
} from '../bank-request-schema';
import type { BankRequestRefusal } from '../lib/bank-request-error';
import { saveBankRequestDraft, type BankRequestDraft } from '../lib/bank-request-store';

/** Where people of the diaspora who ask most often live (any country may be typed). */
const COUNTRIES = [
  'canada',
  'unitedStates',
  'unitedKingdom',
  'germany',
  'unitedArabEmirates',
  'qatar',
  'saudiArabia',
  'australia',
  'sweden',
  'kenya',
] as const;

const resolver = zodResolver<BankRequestFormValues, unknown, BankRequestFormData>(
  bankRequestFormSchema,
);

/** The id of the control a field's error links to (a group's: its first choice). */
export const FIELD_IDS: Readonly<Record<BankRequestField, string>> = {
  name: 'bank-request-name',
  phone: 'bank-request-phone',
  email: 'bank-request-email',
  countryOfResidence: 'bank-request-country',
  product: `bank-request-product-${BANK_PRODUCTS[0]}`,
  preferredContactTime: `bank-request-time-${PREFERRED_CONTACT_TIMES[0]}`,
  consent: 'bank-request-consent',
};

export interface BankRequestFormProps {
  draft: BankRequestDraft;
  /** A product chosen on the page (a card's button, `?product=`); `nonce` changes per choice. */
  chosen: { product: BankProduct; nonce: number } | null;
  sending: boolean;
  /** The server's refusal of the last send. */
  refusal: BankRequestRefusal | null;
  onSend(values: BankRequestFormData): void;
}

/**
 * The account-opening request: the callable's schema without its id and language, the domain's
 * messages next to each field and in a GOV.UK error summary after a failed submit. What is typed
 * is kept as a draft (sessionStorage) under the request's id.
 */
export function BankRequestForm({ draft, chosen, sending, refusal, onSend }: BankRequestFormProps) {
  const { t } = useTranslation('banking');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [attempt, setAttempt] = useState(0);
  const {
    register,
    handleSubmit,
    subscribe,
    setValue,
    setError,
    formState: { errors },
  } = useForm<BankRequestFormValues, unknown, BankRequestFormData>({
    defaultValues: chosen ? { ...draft.values, product: chosen.product } : draft.values,
    resolver,
  });
  const { clientRequestId } = draft;

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveBankRequestDraft({ clientRequestId, values }),
      }),
    [subscribe, clientRequestId],
  );

  // A card's "Request this account": that product, and the visitor taken to the form.
  const nonce = chosen?.nonce ?? 0;
  const chosenProduct = chosen?.product;
  useEffect(() => {
    if (!chosenProduct || nonce === 0) return;
    setValue('product', chosenProduct, { shouldValidate: attempt > 0 });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus();
    // Only a new choice moves the visitor; `attempt` is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nonce, chosenProduct, setValue]);

  // A refusal about one field goes next to it.
  useEffect(() => {
    if (refusal?.field && refusal.message) {
      setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
    }
  }, [refusal, setError]);

  const onSubmit = handleSubmit(
    (values) => onSend(values),
    () => setAttempt((count) => count + 1),
  );

  const errorOf = (field: BankRequestField) => errors[field]?.message;

  return (
    <form
      className="card bank-request-form"
      id="bank-request"
      noValidate
      aria-labelledby="bank-request-title"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="bank-request-title" ref={headingRef} tabIndex={-1}>
        {t('form.title')}
      </h2>
      {attempt > 0 && <ErrorSummary errors={errors} attempt={attempt} />}
      <p>{t('form.intro')}</p>
      <p className="field__helper">{t('form.requiredNote')}</p>

      <TextInput
        id={FIELD_IDS.name}
        label={t('form.name')}
        required
        autoComplete="name"
        error={errorOf('name')}
        {...register('name')}
      />
      <TextInput
        id={FIELD_IDS.phone}
        type="tel"
        label={t('form.phone')}
        required
        autoComplete="tel"
        inputMode="tel"
        helperText={t('form.phoneHelper')}
        error={errorOf('phone')}
        {...register('phone')}
      />
      <TextInput
        id={FIELD_IDS.email}
        type="email"
        label={t('form.email')}
        required
        autoComplete="email"
        error={errorOf('email')}
        {...register('email')}
      />
      <TextInput
        id={FIELD_IDS.countryOfResidence}
        label={t('form.country')}
        required
        autoComplete="country-name"
        list="bank-request-countries"
        helperText={t('form.countryHelper')}
        error={errorOf('countryOfResidence')}
        {...register('countryOfResidence')}
      />
      <datalist id="bank-request-countries">
        {COUNTRIES.map((country) => (
          <option key={country} value={t(`countries.${country}`)} />
        ))}
      </datalist>

      <ChoiceGroup
        name="product"
        legend={t('form.product')}
        error={errorOf('product')}
        choices={BANK_PRODUCTS.map((product) => ({
          value: product,
          id: `bank-request-product-${product}`,
          label: labelOf(BANK_PRODUCT_LABELS, product),
        }))}
        register={register}
      />
      <ChoiceGroup
        name="preferredContactTime"
        legend={t('form.contactTime')}
        error={errorOf('preferredContactTime')}
        choices={PREFERRED_CONTACT_TIMES.map((time) => ({
          value: time,
          id: `bank-request-time-${time}`,
          label: labelOf(PREFERRED_CONTACT_TIME_LABELS, time),
        }))}
        register={register}
      />

      <div className="field">
        <label className="checkbox bank-request-form__consent">
          <input
            id={FIELD_IDS.consent}
            type="checkbox"
            aria-invalid={errorOf('consent') ? true : undefined}
            aria-describedby={errorOf('consent') ? 'bank-request-consent-error' : undefined}
            {...register('consent')}
          />{' '}
          {t('form.consent')}
        </label>
        <FieldError id="bank-request-consent-error" message={errorOf('consent')} />
      </div>

      <p>{t('form.whatNext')}</p>
      <div aria-live="polite">
        <FormAlert
          message={refusal && !refusal.field ? (refusal.message ?? t('form.failed')) : null}
        />
      </div>
      <Button type="submit" size="lg" loading={sending}>
        {sending ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}

interface ChoiceGroupProps {
  name: 'product' | 'preferredContactTime';
  legend: string;
  error: string | undefined;
  choices: readonly { value: string; id: string; label: string }[];
  register: ReturnType<
    typeof useForm<BankRequestFormValues, unknown, BankRequestFormData>
  >['register'];
}

/** Radio buttons under a legend, their error under them (the group described by it). */
function ChoiceGroup({ name, legend, error, choices, register }: ChoiceGroupProps) {
  const errorId = `bank-request-${name}-error`;
  return (
    <fieldset
      className="field bank-request-form__choices"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">
        {legend}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {choices.map((choice) => (
        <label key={choice.value} className="checkbox" htmlFor={choice.id}>
          <input id={choice.id} type="radio" value={choice.value} {...register(name)} />{' '}
          {choice.label}
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/**
 * GOV.UK error summary: after a failed submit, at the top of the form and focused (announced),
 * each message a link to its field, in the form's order.
 */
function ErrorSummary({
  errors,
  attempt,
}: {
  errors: FieldErrors<BankRequestFormValues>;
  attempt: number;
}) {
  const { t } = useTranslation('banking');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [attempt]);
  const listed = BANK_REQUEST_FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ field, message }] : [];
  });
  if (listed.length === 0) return null;
  return (
    <div
      ref={ref}
      className="bank-error-summary"
      role="alert"
      aria-labelledby="bank-error-summary-title"
      tabIndex={-1}
    >
      <h3 id="bank-error-summary-title">{t('form.errorSummary')}</h3>
      <ul>
        {listed.map(({ field, message }) => (
          <li key={field}>
            <a
              href={`#${FIELD_IDS[field]}`}
              onClick={(event) => {
                // The router would treat the hash as a navigation; focus the field instead.
                event.preventDefault();
                const control = document.getElementById(FIELD_IDS[field]);
                control?.focus();
                control?.scrollIntoView?.({ block: 'center' });
              }}
            >
              {translateMessage(message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
