import type { Language } from '@centre/domain/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/text-input';
import type { ContactMessageInput } from '../api/send-contact-message';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECTS,
  contactFormSchema,
  type ContactFormData,
  type ContactFormValues,
} from '../contact-schema';
import { clearContactDraft, loadContactDraft, saveContactDraft } from './contact-draft';
import '../contact.css';

const sendMessage = (input: ContactMessageInput) =>
  import('../api/send-contact-message').then((api) => api.sendContactMessage(input));

function failureMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'unavailable' || code === 'deadline-exceeded' || !navigator.onLine) {
    return 'We could not reach our server. Check your internet connection and press Send message again.';
  }
  if (code === 'permission-denied' || code === 'invalid-argument') {
    return 'Our server did not accept the message. Check the details and try again, or call us.';
  }
  return 'Something went wrong while sending your message. Please try again in a moment.';
}

function pageLanguage(): Language {
  return document.documentElement.lang.toLowerCase().startsWith('sw') ? 'sw' : 'en';
}

const resolver = zodResolver<ContactFormValues, unknown, ContactFormData>(contactFormSchema);

/** Contact Us: stored in contactMessages; what was typed survives a failure and a reload. */
export function ContactForm({ send = sendMessage }: { send?: typeof sendMessage }) {
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    subscribe,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactFormData>({
    defaultValues: loadContactDraft(),
    resolver,
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
      await send({ ...values, language: pageLanguage() });
    } catch (error) {
      // The values stay in the form (and in the draft): nothing typed is lost.
      setFailure(failureMessage(error));
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
          Thank you, {sentTo.name}
        </h2>
        <p>
          We have received your message. A member of our team will reply to{' '}
          <strong>{sentTo.email}</strong> within two working days.
        </p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  const messageError = errors.message?.message;
  const subjectError = errors.subject?.message;

  return (
    <form
      className="card contact-form"
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="contact-form-title">Send us a message</h2>
      <p className="field__helper contact-form__note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <TextInput
        id="contact-name"
        label="Your name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextInput
        id="contact-email"
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        helperText="We will reply to this address."
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInput
        id="contact-phone"
        label="Phone number (optional)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="field">
        <label htmlFor="contact-subject" className="field__label">
          Subject
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <select
          id="contact-subject"
          required
          aria-invalid={subjectError ? true : undefined}
          aria-describedby={subjectError ? 'contact-subject-error' : undefined}
          className={['field__input', subjectError && 'field__input--invalid']
            .filter(Boolean)
            .join(' ')}
          {...register('subject')}
        >
          <option value="">Choose a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </select>
        {subjectError && (
          <p id="contact-subject-error" className="field__error" role="alert">
            {subjectError}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="contact-message" className="field__label">
          Message
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <textarea
          id="contact-message"
          required
          rows={6}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={
            messageError ? 'contact-message-error contact-message-count' : 'contact-message-count'
          }
          className={['field__input contact-form__message', messageError && 'field__input--invalid']
            .filter(Boolean)
            .join(' ')}
          {...register('message')}
        />
        <p
          id="contact-message-count"
          className={messageLength > CONTACT_MESSAGE_MAX ? 'field__error' : 'field__helper'}
        >
          {messageLength} of {CONTACT_MESSAGE_MAX} characters
        </p>
        {messageError && (
          <p id="contact-message-error" className="field__error" role="alert">
            {messageError}
          </p>
        )}
      </div>
      {failure && (
        <div className="notice notice--error" role="alert">
          <p className="contact-form__failure">Your message has not been sent.</p>
          <p className="contact-form__failure">{failure}</p>
          <p className="contact-form__failure">Everything you typed is still here.</p>
        </div>
      )}
      <Button type="submit" loading={isSubmitting} size="lg">
        {isSubmitting ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
