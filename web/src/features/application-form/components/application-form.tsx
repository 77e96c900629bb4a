import type { ApplicationField, Service } from '@centre/domain/services';
import type { LocalizedService } from '@centre/domain/service-texts';
import { COLLECTIONS } from '@centre/domain/collections';
import { submissionCollection } from '@centre/domain/submissions';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { lazyResolver, SCHEMA_UNAVAILABLE } from '../../../lib/lazy-resolver';
import { ErrorSummary, type SummaryError } from '../../../components/error-summary';
import { TextInput } from '../../../components/text-input';
import { LANGUAGE_OPTIONS } from '../../../lib/language-options';
import type { ApplicantValues, ApplicationFormValues } from '../lib/application-form-values';
import type { ApplicationFormEnvironment } from '../lib/application-form-environment';
import { DRAFT_SAVE_DELAY_MS, saveDraft } from '../lib/form-drafts';
import type { SubmitOutcome } from '../lib/pending-sync';
import type { DocumentToSend } from '../lib/pending-applications';
import { DocumentUploadField, type KeptFile } from './document-upload-field';
import { useErrorText, type ErrorText } from './use-error-text';
import { SelectInput } from '../../../components/select-input';
import { isLanguage } from '../../../lib/i18n';

interface ApplicantFieldSpec {
  key: Exclude<keyof ApplicantValues, 'language'>;
  type?: string;
  autoComplete: string;
  required: boolean;
}

// Labels: `form.<key>` in the application-form namespace.
const APPLICANT_FIELDS: readonly ApplicantFieldSpec[] = [
  { key: 'firstName', autoComplete: 'given-name', required: true },
  { key: 'lastName', autoComplete: 'family-name', required: true },
  { key: 'dateOfBirth', type: 'date', autoComplete: 'bday', required: true },
  { key: 'email', type: 'email', autoComplete: 'email', required: true },
  { key: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { key: 'address', autoComplete: 'street-address', required: false },
];

export const applicantFieldId = (key: string) => `applicant-${key}`;
export const answerFieldId = (key: string) => `answer-${key}`;
export const documentFieldId = (key: string) => `document-${key}`;

/** The first message found in a (possibly nested) react-hook-form error. */
function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const nested = messageOf(value);
    if (nested) return nested;
  }
  return undefined;
}

function summaryOf(
  errors: FieldErrors<ApplicationFormValues>,
  fields: readonly ApplicationField[],
  errorText: ErrorText,
): SummaryError[] {
  const summary: SummaryError[] = [];
  for (const spec of [...APPLICANT_FIELDS, { key: 'language' as const }]) {
    const message = errorText(messageOf(errors.applicant?.[spec.key]));
    if (message) summary.push({ fieldId: applicantFieldId(spec.key), message });
  }
  for (const field of fields) {
    const message = errorText(
      field.type === 'file'
        ? messageOf(errors.documents?.[field.key])
        : messageOf(errors.answers?.[field.key]),
      field.label,
    );
    const fieldId = field.type === 'file' ? documentFieldId(field.key) : answerFieldId(field.key);
    if (message) summary.push({ fieldId, message });
  }
  return summary;
}

interface ApplicationFormProps {
  /** in the page's language (data/services/localize.ts) */
  service: LocalizedService<Service>;
  clientRequestId: string;
  initialValues: ApplicationFormValues;
  environment: ApplicationFormEnvironment;
  onSubmitting(clientRequestId: string | null): void;
  onSubmitted(outcome: SubmitOutcome, values: ApplicationFormValues): void;
}

/** The form's zod schema and the document it writes (with zod's resolver for react-hook-form). */
async function loadFormSchema() {
  const [{ zodResolver }, schema] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../lib/application-form-schema'),
  ]);
  return { zodResolver, ...schema };
}

/**
 * The form's check: its schema loads with the visitor's first submission, not with the page (the
 * domain's schemas were a 182 ms task at 4x CPU while the form hydrated); when it cannot load, the
 * submission stops with an alert and what was typed stays, also on this device (the draft).
 */
function formResolver(fields: readonly ApplicationField[]): Resolver<ApplicationFormValues> {
  return lazyResolver(async () => {
    const { zodResolver, buildApplicationFormSchema } = await loadFormSchema();
    return zodResolver(buildApplicationFormSchema(fields));
  });
}

/** The application form: applicant, the service's own fields, documents; drafts as you type. */
export function ApplicationForm({
  service,
  clientRequestId,
  initialValues,
  environment,
  onSubmitting,
  onSubmitted,
}: ApplicationFormProps) {
  const { t, i18n } = useTranslation('application-form');
  const errorText = useErrorText();
  const fields = service.applicationFields;
  // A licence renewal request is worded as a request, not an application.
  const isRenewal = submissionCollection(service.id) === COLLECTIONS.licenceRenewals;
  const resolver = useMemo(() => formResolver(fields), [fields]);
  const {
    register,
    control,
    handleSubmit,
    subscribe,
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ApplicationFormValues>({
    defaultValues: initialValues,
    resolver,
    shouldFocusError: false,
  });
  const [busyUploads, setBusyUploads] = useState<ReadonlySet<string>>(new Set());
  // Files of documents whose upload stalled, per field: they go to the queue with the application.
  const keptFiles = useRef(new Map<string, KeptFile>());
  const [notSaved, setNotSaved] = useState(false);

  // The preferred language starts as the page's (or the draft's) and follows a switch of the
  // page's language until the applicant chooses one.
  const [languageChosen, setLanguageChosen] = useState(false);
  const pageLanguage = useRef(i18n.language);
  useEffect(() => {
    const language = i18n.language;
    if (language === pageLanguage.current) return;
    pageLanguage.current = language;
    if (!languageChosen && isLanguage(language)) setValue('applicant.language', language);
  }, [i18n.language, languageChosen, setValue]);

  // Nothing typed is lost: every change is saved on this device shortly after the last key.
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        clearTimeout(saveTimer.current);
        saveTimer.current = setTimeout(() => {
          void saveDraft(service.id, clientRequestId, values).catch(() => undefined);
        }, DRAFT_SAVE_DELAY_MS);
      },
    });
    return () => {
      unsubscribe();
      clearTimeout(saveTimer.current);
    };
  }, [subscribe, service.id, clientRequestId]);

  const setUploadBusy = useCallback((key: string, busy: boolean) => {
    setBusyUploads((current) => {
      if (current.has(key) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const busyHandlers = useMemo(
    () =>
      Object.fromEntries(
        fields.map((field) => [field.key, (busy: boolean) => setUploadBusy(field.key, busy)]),
      ),
    [fields, setUploadBusy],
  );
  const keepHandlers = useMemo(
    () =>
      Object.fromEntries(
        fields.map((field) => [
          field.key,
          (kept: KeptFile | null) => {
            if (kept) keptFiles.current.set(field.key, kept);
            else keptFiles.current.delete(field.key);
          },
        ]),
      ),
    [fields],
  );

  /** The documents of the application whose files have not reached Storage. */
  const documentsToSend = (values: ApplicationFormValues): DocumentToSend[] =>
    fields.flatMap((field) => {
      const document = values.documents[field.key];
      const kept = keptFiles.current.get(field.key);
      if (!document || !kept || kept.path !== document.path) return [];
      const { path, name, contentType } = document;
      // The form's upload was under way: it may have reached Storage (attempts 1).
      return [{ path, name, contentType, field: field.key, file: kept.file, attempts: 1 }];
    });

  const submitValues = async (values: ApplicationFormValues) => {
    setNotSaved(false);
    clearTimeout(saveTimer.current);
    // The draft is what brings the answers back if this page closes during the submission.
    await saveDraft(service.id, clientRequestId, values).catch(() => undefined);
    // Loaded by the resolver, which has just checked the values.
    const { toPublicApplication } = await loadFormSchema();
    const payload = toPublicApplication(service, values, clientRequestId, 'online');
    onSubmitting(clientRequestId);
    try {
      const outcome = await environment.pending.submit(payload, documentsToSend(values));
      onSubmitted(outcome, values);
    } catch {
      setNotSaved(true);
    } finally {
      onSubmitting(null);
    }
  };

  const summary = submitCount > 0 ? summaryOf(errors, fields, errorText) : [];
  const uploading = busyUploads.size > 0;

  return (
    <form
      className="application-form"
      noValidate
      onSubmit={(event) => void handleSubmit(submitValues)(event)}
    >
      {summary.length > 0 && <ErrorSummary errors={summary} attempt={submitCount} />}
      {errors.root?.type === SCHEMA_UNAVAILABLE && (
        <p className="notice notice--error" role="alert">
          {t('form.checkUnavailable')}
        </p>
      )}
      {notSaved && (
        <p className="notice notice--error" role="alert">
          {t('form.notSaved')}
        </p>
      )}

      <fieldset className="application-form__section">
        <legend className="application-form__legend">{t('form.yourDetails')}</legend>
        {APPLICANT_FIELDS.map((spec) => (
          <TextInput
            key={spec.key}
            id={applicantFieldId(spec.key)}
            label={t(`form.${spec.key}`)}
            type={spec.type ?? 'text'}
            autoComplete={spec.autoComplete}
            required={spec.required}
            error={errorText(messageOf(errors.applicant?.[spec.key]))}
            {...register(`applicant.${spec.key}`)}
          />
        ))}
        <SelectInput
          id={applicantFieldId('language')}
          label={t('form.language')}
          options={LANGUAGE_OPTIONS}
          required
          error={errorText(messageOf(errors.applicant?.language))}
          {...register('applicant.language', { onChange: () => setLanguageChosen(true) })}
        />
      </fieldset>

      {fields.length > 0 && (
        <fieldset className="application-form__section">
          <legend className="application-form__legend">
            {isRenewal ? t('form.renewal.about') : t('form.aboutApplication')}
          </legend>
          {fields.map((field) => {
            if (field.type === 'file') {
              return (
                <Controller
                  key={field.key}
                  control={control}
                  name={`documents.${field.key}`}
                  render={({ field: controller, fieldState }) => (
                    <DocumentUploadField
                      field={field}
                      inputId={documentFieldId(field.key)}
                      clientRequestId={clientRequestId}
                      collection={submissionCollection(service.id)}
                      value={controller.value ?? null}
                      error={errorText(messageOf(fieldState.error), field.label)}
                      startUpload={environment.startUpload}
                      onChange={controller.onChange}
                      onKeepFile={keepHandlers[field.key] ?? noop}
                      onBusyChange={busyHandlers[field.key] ?? noop}
                    />
                  )}
                />
              );
            }
            // The field's label and options are the service's data, in the page's language where
            // the catalogue has its words (optionLabels); otherwise an option with words of its
            // own (form.options.<field>.<option>, e.g. delivery) shows them. The answer is the
            // catalogue's English option either way.
            const error = errorText(messageOf(errors.answers?.[field.key]), field.label);
            if (field.type === 'select') {
              return (
                <SelectInput
                  key={field.key}
                  id={answerFieldId(field.key)}
                  label={field.label}
                  placeholder={t('form.chooseOne')}
                  options={(field.options ?? []).map((option, index) => ({
                    value: option,
                    label:
                      field.optionLabels?.[index] ??
                      t(`form.options.${field.key}.${option}`, { defaultValue: option }),
                  }))}
                  required={field.required}
                  error={error}
                  {...register(`answers.${field.key}`)}
                />
              );
            }
            return (
              <TextInput
                key={field.key}
                id={answerFieldId(field.key)}
                label={field.label}
                type={field.type === 'date' ? 'date' : 'text'}
                inputMode={field.type === 'number' ? 'decimal' : undefined}
                required={field.required}
                error={error}
                {...register(`answers.${field.key}`)}
              />
            );
          })}
        </fieldset>
      )}

      <p className="consent-note">{t('form.emailConsent')}</p>
      <div className="application-form__actions">
        <Button type="submit" size="lg" loading={isSubmitting} disabled={uploading}>
          {isRenewal ? t('form.renewal.submit') : t('form.submit')}
        </Button>
        {uploading && <p className="field__helper">{t('form.waitForUploads')}</p>}
      </div>
    </form>
  );
}

function noop() {}
