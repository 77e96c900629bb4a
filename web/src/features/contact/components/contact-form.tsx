import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_SUBJECT_KEYS, CONTACT_SUBJECTS } from '@centre/domain/contact';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { ContactFields } from '../../../components/form-contact-fields';
import { RequiredFieldsNote } from '../../../components/required-fields-note';
import { RichText } from '../../../components/rich-text';
import { SelectInput } from '../../../components/select-input';
import { TextArea } from '../../../components/text-area';
import { errorCode } from '../../../lib/error-code';
import { currentLanguage } from '../../../lib/i18n';
import type { ContactMessageInput } from '../api/send-contact-message';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_VALUES,
  contactFormSchema,
  isContactMessage,
  type ContactFormData,
  type ContactFormValues,
} from '../contact-schema';
import { clearContactDraft, loadContactDraft, saveContactDraft } from './contact-draft';
import '../contact.css';

const sendMessage = (input: ContactMessageInput) =>
  import('../api/send-contact-message').then((api) => api.sendContactMessage(input));

type Failure = 'offline' | 'refused' | 'other';

function failureKind(error: unknown): Failure {
  const code = errorCode(error);
  if (code === 'unavailable' || code === 'deadline-exceeded' || !navigator.onLine) return 'offline';
  if (code === 'permission-denied' || code === 'invalid-argument') return 'refused';
  return 'other';
}

const resolver = zodResolver<ContactFormValues, unknown, ContactFormData>(contactFormSchema);

/** Contact Us: stored in contactMessages; what was typed survives a failure and a reload. */
export function ContactForm({ send = sendMessage }: { send?: typeof sendMessage }) {
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);
  const { t } = useTranslation('contact');
  const [failure, setFailure] = useState<Failure | null>(null);
  /** The schema's messages are keys; anything else is shown as written. */
  const fieldError = (message: string | undefined) =>
    isContactMessage(message) ? t(message, CONTACT_MESSAGE_VALUES) : message;
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    subscribe,
    control,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ContactFormValues, unknown, ContactFormData>({
    defaultValues: loadContactDraft(),
    resolver,
    // A failed submit focuses the error summary, as the other public forms do.
    shouldFocusError: false,
  });

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveContactDraft(values),
      }),
    [subscribe],
  );

  useEffect(() => {
    if (sentTo) confirmationRef.current?.focus();
  }, [sentTo]);

  const messageLength = useWatch({ control, name: 'message' }).length;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send({ ...values, language: currentLanguage() });
    } catch (error) {
      // The values stay in the form (and in the draft): nothing typed is lost.
      setFailure(failureKind(error));
      return;
    }
    reset({ name: '', email: '', phone: '', subject: '', message: '' });
    clearContactDraft();
    setSentTo({ name: values.name, email: values.email });
  });

  if (sentTo) {
    return (
      <div className="card contact-confirmation" role="status">
        <h2 ref={confirmationRef} tabIndex={-1}>
          {t('form.thanks', { name: sentTo.name })}
        </h2>
        <p>
          <RichText
            text={t('form.received', { email: sentTo.email })}
            components={{ email: <strong /> }}
          />
        </p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          {t('form.sendAnother')}
        </Button>
      </div>
    );
  }

  const nameError = fieldError(errors.name?.message);
  const emailError = fieldError(errors.email?.message);
  const phoneError = fieldError(errors.phone?.message);
  const messageError = fieldError(errors.message?.message);
  const subjectError = fieldError(errors.subject?.message);
  // The summary lists the fields in the form's order, each linking to its field.
  const summary = [
    { fieldId: 'contact-name', message: nameError },
    { fieldId: 'contact-email', message: emailError },
    { fieldId: 'contact-phone', message: phoneError },
    { fieldId: 'contact-subject', message: subjectError },
    { fieldId: 'contact-message', message: messageError },
  ];

  return (
    <form
      className="card contact-form"
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="contact-form-title">{t('form.title')}</h2>
      <ErrorSummary errors={summary} attempt={submitCount} level={3} />
      <RequiredFieldsNote
        className="field__helper contact-form__note"
        text={t('form.requiredNote')}
      />
      <ContactFields
        idPrefix="contact"
        labels={{ name: t('form.name'), email: t('form.email'), phone: t('form.phone') }}
        helperText={{ email: t('form.emailHelper') }}
        name={register('name')}
        email={register('email')}
        phone={register('phone')}
        errors={{ name: nameError, email: emailError, phone: phoneError }}
      />
      <SelectInput
        id="contact-subject"
        label={t('form.subject')}
        required
        placeholder={t('form.chooseSubject')}
        options={CONTACT_SUBJECTS.map((subject) => ({
          value: subject,
          label: t(`form.subjects.${CONTACT_SUBJECT_KEYS[subject]}`),
        }))}
        error={subjectError}
        {...register('subject')}
      />
      <TextArea
        id="contact-message"
        label={t('form.message')}
        required
        rows={6}
        className="contact-form__message"
        aria-describedby="contact-message-count"
        error={messageError}
        {...register('message')}
      >
        <p
          id="contact-message-count"
          className={messageLength > CONTACT_MESSAGE_MAX ? 'field__error' : 'field__helper'}
        >
          {t('form.characters', { count: messageLength, max: CONTACT_MESSAGE_MAX })}
        </p>
      </TextArea>
      {failure && (
        <div className="notice notice--error" role="alert">
          <p className="contact-form__failure">{t('form.notSent')}</p>
          <p className="contact-form__failure">{t(`form.failures.${failure}`)}</p>
          <p className="contact-form__failure">{t('form.keptTyped')}</p>
        </div>
      )}
      <Button type="submit" loading={isSubmitting} size="lg">
        {isSubmitting ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
