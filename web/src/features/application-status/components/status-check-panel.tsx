import type { ApplicationStatus, ApplicationStatusAnswer } from '@centre/domain/applications';
import { RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { normaliseOnBlur } from '../../../components/form-reference';
import { ReferenceFields } from '../../../components/form-reference-fields';
import { RichText } from '../../../components/rich-text';
import { errorCode } from '../../../lib/error-code';
import type { StatusCheckInput } from '../api/check-application-status';
import {
  isStatusCheckError,
  statusCheckSchema,
  type StatusCheckFormValues,
  type StatusCheckValues,
} from '../status-check-schema';
import { formatAnswerDate } from '../status-text';
import '../application-status.css';

// The Functions SDK is fetched on the first check, not with the catalogue page.
const checkStatus = (input: StatusCheckInput) =>
  import('../api/check-application-status').then((api) => api.checkApplicationStatus(input));

/** Why a check failed; the words are chosen when shown, so they follow a language switch. */
type Failure = 'invalid' | 'locked' | 'unavailable';

function failureOf(error: unknown): Failure {
  const code = errorCode(error);
  if (code === 'invalid-argument') return 'invalid';
  // Too many wrong dates of birth on this reference or from this connection: locked for an hour.
  if (code === 'resource-exhausted') return 'locked';
  return 'unavailable';
}

const resolver = zodResolver<StatusCheckFormValues, unknown, StatusCheckValues>(statusCheckSchema);

/** The public status check: reference + date of birth, no account (id `check-status`). */
export function StatusCheckPanel({ check = checkStatus }: { check?: typeof checkStatus }) {
  const { t } = useTranslation('application-status');
  const [answer, setAnswer] = useState<ApplicationStatusAnswer | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<StatusCheckFormValues, unknown, StatusCheckValues>({
    defaultValues: { reference: '', dateOfBirth: '' },
    resolver,
  });

  const onSubmit = handleSubmit(async (values) => {
    setAnswer(null);
    setFailure(null);
    setValue('reference', values.reference);
    try {
      setAnswer(await check(values));
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  const reference = register(
    'reference',
    normaliseOnBlur((value) => setValue('reference', value)),
  );

  /** The schema's messages are keys (status-check-schema.ts). */
  const fieldError = (message: string | undefined) =>
    isStatusCheckError(message) ? { message: t(`errors.${message}`) } : undefined;

  const failureText = {
    invalid: t('failed.invalid'),
    // The callable's words, the same for every limited form (domain/src/rate-limits.ts).
    locked: RATE_LIMIT_MESSAGES.tryAgainLater,
    unavailable: t('failed.unavailable'),
  } as const;

  return (
    <section id="check-status" className="status-check card" aria-labelledby="check-status-title">
      <h2 id="check-status-title">{t('title')}</h2>
      <p className="status-check__lead">{t('lead')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="status-check__form">
        <ReferenceFields
          idPrefix="status"
          referenceLabel={t('referenceLabel')}
          dateOfBirthLabel={t('dateOfBirthLabel')}
          referenceClassName="status-check__reference"
          reference={reference}
          dateOfBirth={register('dateOfBirth')}
          errors={{
            reference: fieldError(errors.reference?.message),
            dateOfBirth: fieldError(errors.dateOfBirth?.message),
          }}
        />
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('checking') : t('submit')}
        </Button>
      </form>
      <div aria-live="polite" className="status-check__answer">
        <FormAlert message={failure && failureText[failure]} />
        {answer && !answer.found && <p className="notice">{t('notFound')}</p>}
        {answer?.found && answer.status && <StatusAnswer answer={answer} />}
      </div>
    </section>
  );
}

function StatusAnswer({ answer }: { answer: ApplicationStatusAnswer }) {
  const { t, i18n } = useTranslation('application-status');
  if (!answer.status) return null;
  const status = answer.status as ApplicationStatus;
  const submitted = formatAnswerDate(answer.submittedAt, i18n.language);
  const updated = formatAnswerDate(answer.updatedAt, i18n.language);
  return (
    <div className="notice notice--success status-check__result">
      <p className="status-check__status">
        <RichText
          text={t('statusLine', { status: t(`statuses.${status}.label`) })}
          components={{ strong: <strong /> }}
        />
      </p>
      <p>{t(`statuses.${status}.meaning`)}</p>
      <dl className="status-check__dates">
        {submitted && (
          <div>
            <dt>{t('submitted')}</dt>
            <dd>{submitted}</dd>
          </div>
        )}
        {updated && (
          <div>
            <dt>{t('updated')}</dt>
            <dd>{updated}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
