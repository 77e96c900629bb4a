import {
  BANK_COUNTRIES,
  BANK_COUNTRY_LABELS,
  BANK_PRODUCT_LABELS,
  BANK_PRODUCTS,
  PREFERRED_CONTACT_TIME_LABELS,
  PREFERRED_CONTACT_TIMES,
  type BankProduct,
} from '@centre/domain/bank';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
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

const resolver = zodResolver<BankRequestFormValues, unknown, BankRequestFormData>(
  bankRequestFormSchema,
);

interface TextField {
  name: 'name' | 'phone' | 'email' | 'countryOfResidence';
  label: 'form.name' | 'form.phone' | 'form.email' | 'form.country';
  helper?: 'form.phoneHelper' | 'form.countryHelper';
  type?: 'tel' | 'email';
  inputMode?: 'tel';
  autoComplete: string;
  list?: string;
}

/** The text fields, in the form's order: label and hint keys, the input's own attributes. */
const TEXT_FIELDS: readonly TextField[] = [
  { name: 'name', label: 'form.name', autoComplete: 'name' },
  {
    name: 'phone',
    label: 'form.phone',
    helper: 'form.phoneHelper',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
  },
  { name: 'email', label: 'form.email', type: 'email', autoComplete: 'email' },
  {
    name: 'countryOfResidence',
    label: 'form.country',
    helper: 'form.countryHelper',
    autoComplete: 'country-name',
    list: 'bank-request-countries',
  },
];

/** The radio groups: the product, and when the desk may call. */
const CHOICE_GROUPS = [
  {
    name: 'product',
    legend: 'form.product',
    labels: BANK_PRODUCT_LABELS,
    values: BANK_PRODUCTS,
  },
  {
    name: 'preferredContactTime',
    legend: 'form.contactTime',
    labels: PREFERRED_CONTACT_TIME_LABELS,
    values: PREFERRED_CONTACT_TIMES,
  },
] as const;

const FIELD_PREFIX = {
  product: 'bank-request-product',
  preferredContactTime: 'bank-request-time',
} as const;

/** The id of the control a field's error links to (a group's: its first choice). */
export const FIELD_IDS: Readonly<Record<BankRequestField, string>> = {
  name: 'bank-request-name',
  phone: 'bank-request-phone',
  email: 'bank-request-email',
  countryOfResidence: 'bank-request-country',
  product: `${FIELD_PREFIX.product}-${BANK_PRODUCTS[0]}`,
  preferredContactTime: `${FIELD_PREFIX.preferredContactTime}-${PREFERRED_CONTACT_TIMES[0]}`,
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
    clearErrors,
    formState: { errors },
  } = useForm<BankRequestFormValues, unknown, BankRequestFormData>({
    defaultValues: chosen ? { ...draft.values, product: chosen.product } : draft.values,
    resolver,
    // A failed submit focuses the error summary (ErrorSummary), as the application form does;
    // react-hook-form's own focus on the first invalid field would take it back in a browser.
    shouldFocusError: false,
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
    setValue('product', chosenProduct);
    clearErrors('product');
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus();
  }, [nonce, chosenProduct, setValue, clearErrors]);

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
      {attempt > 0 && (
        <ErrorSummary
          errors={BANK_REQUEST_FIELDS.map((field) => {
            const message = errorOf(field);
            return { fieldId: FIELD_IDS[field], message: message && translateMessage(message) };
          })}
          attempt={attempt}
          level={3}
        />
      )}
      <p>{t('form.intro')}</p>
      <p className="field__helper bank-request-form__note">{t('form.requiredNote')}</p>

      {TEXT_FIELDS.map(({ name, label, helper, ...attributes }) => (
        <TextInput
          key={name}
          id={FIELD_IDS[name]}
          label={t(label)}
          required
          helperText={helper ? t(helper) : undefined}
          error={errorOf(name)}
          {...attributes}
          {...register(name)}
        />
      ))}
      <datalist id="bank-request-countries">
        {/* Where people of the diaspora who ask most often live (any country may be typed). */}
        {BANK_COUNTRIES.map((country) => (
          <option key={country} value={labelOf(BANK_COUNTRY_LABELS, country)} />
        ))}
      </datalist>

      {CHOICE_GROUPS.map(({ name, legend, labels, values }) => (
        <ChoiceGroup
          key={name}
          name={name}
          legend={t(legend)}
          error={errorOf(name)}
          choices={values.map((value) => ({
            value,
            id: `${FIELD_PREFIX[name]}-${value}`,
            label: labelOf(labels, value),
          }))}
          register={register}
        />
      ))}

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
      <p className="consent-note">{t('form.emailConsent')}</p>
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
