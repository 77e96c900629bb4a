import type { ApplicationStatusAnswer } from '@centre/domain/applications';
import { RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import {
  APPLICATION_STATUSES,
  LICENCE_RENEWAL_STATUSES,
  type ApplicationStatus,
  type LicenceRenewalStatus,
} from '@centre/domain/statuses';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { ErrorSummary } from '../../../components/error-summary';
import { FormAlert } from '../../../components/form-alert';
import { normaliseOnBlur } from '../../../components/form-reference';
import { ReferenceFields } from '../../../components/form-reference-fields';
import { RichText } from '../../../components/rich-text';
import { errorCode } from '../../../lib/error-code';
import { isOneOf } from '../../../lib/is-one-of';
import type { StatusCheckInput } from '../api/check-application-status';
import { isStatusCheckError, normaliseStatusReference } from '../status-check-fields';
import type { StatusCheckFormValues, StatusCheckValues } from '../status-check-schema';
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

/**
 * The form's schema (zod) and its resolver load with the visitor's first check, not with the
 * page: the catalogue and /license-renewal show the panel to everyone, and most only read. When
 * they cannot load (the connection dropped), the check stops with the form's "not available"
 * alert instead of hanging.
 */
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { statusCheckSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../status-check-schema'),
  ]);
  return zodResolver<StatusCheckFormValues, unknown, StatusCheckValues>(statusCheckSchema);
});

const isApplicationStatus = isOneOf(APPLICATION_STATUSES);
const isLicenceRenewalStatus = isOneOf(LICENCE_RENEWAL_STATUSES);

/**
 * The words of an answer's status: `statuses.<status>` for an application,
 * `renewalStatuses.<status>` for a licence renewal; null for a status this page does not know.
 */
export function statusWordsKey(
  answer: ApplicationStatusAnswer,
): `statuses.${ApplicationStatus}` | `renewalStatuses.${LicenceRenewalStatus}` | null {
  const { status } = answer;
  if (answer.kind === 'licence_renewal') {
    return isLicenceRenewalStatus(status) ? `renewalStatuses.${status}` : null;
  }
  return isApplicationStatus(status) ? `statuses.${status}` : null;
}

interface StatusCheckPanelProps {
  check?: typeof checkStatus;
  /**
   * Whose page it is on: the services catalogue (applications; either reference is accepted) or
   * /license-renewal (worded for a licence renewal request).
   */
  subject?: 'application' | 'licence_renewal';
}

/** The reference a mail's link put in the address (`?reference=`), normalised; '' without one. */
function referenceFromLink(): string {
  if (typeof window === 'undefined') return '';
  const given = new URLSearchParams(window.location.search).get('reference');
  return given ? normaliseStatusReference(given.slice(0, 40)) : '';
}

/** The public status check: reference + date of birth, no account (id `check-status`). */
export function StatusCheckPanel({
  check = checkStatus,
  subject = 'application',
}: StatusCheckPanelProps) {
  const { t } = useTranslation('application-status');
  /** The panel's own words, worded for its page. */
  const words = (key: 'title' | 'lead' | 'referenceLabel' | 'notFound') =>
    subject === 'licence_renewal' ? t(`renewal.${key}`) : t(key);
  const [answer, setAnswer] = useState<ApplicationStatusAnswer | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<StatusCheckFormValues, unknown, StatusCheckValues>({
    // The mails' status-check link carries the reference (`?reference=APP-...#check-status`).
    defaultValues: { reference: referenceFromLink(), dateOfBirth: '' },
    resolver,
    // A failed check focuses the error summary, as the other public forms do.
    shouldFocusError: false,
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
    normaliseOnBlur((value) => setValue('reference', normaliseStatusReference(value))),
  );

  /** The schema's messages are keys (status-check-fields.ts). */
  const fieldError = (message: string | undefined) =>
    isStatusCheckError(message) ? t(`errors.${message}`) : undefined;
  const referenceError = fieldError(errors.reference?.message);
  const dateOfBirthError = fieldError(errors.dateOfBirth?.message);

  const failureText = {
    invalid: t('failed.invalid'),
    // The callable's words, the same for every limited form (domain/src/rate-limits.ts).
    locked: RATE_LIMIT_MESSAGES.tryAgainLater,
    unavailable: t('failed.unavailable'),
  } as const;

  return (
    <section id="check-status" className="status-check card" aria-labelledby="check-status-title">
      <h2 id="check-status-title">{words('title')}</h2>
      <p className="status-check__lead">{words('lead')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="status-check__form">
        <ErrorSummary
          attempt={submitCount}
          level={3}
          errors={[
            { fieldId: 'status-reference', message: referenceError },
            { fieldId: 'status-date-of-birth', message: dateOfBirthError },
          ]}
        />
        <ReferenceFields
          idPrefix="status"
          referenceLabel={words('referenceLabel')}
          dateOfBirthLabel={t('dateOfBirthLabel')}
          referenceClassName="status-check__reference"
          reference={reference}
          dateOfBirth={register('dateOfBirth')}
          errors={{
            reference: { message: referenceError },
            dateOfBirth: { message: dateOfBirthError },
          }}
        />
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('checking') : t('submit')}
        </Button>
      </form>
      <div aria-live="polite" className="status-check__answer">
        <FormAlert
          message={failure ? failureText[failure] : errors.root && failureText.unavailable}
        />
        {answer && !answer.found && <p className="notice">{words('notFound')}</p>}
        {answer?.found && answer.status && <StatusAnswer answer={answer} />}
      </div>
    </section>
  );
}

function StatusAnswer({ answer }: { answer: ApplicationStatusAnswer }) {
  const { t, i18n } = useTranslation('application-status');
  const key = statusWordsKey(answer);
  if (!key) return null;
  const submitted = formatAnswerDate(answer.submittedAt, i18n.language);
  const updated = formatAnswerDate(answer.updatedAt, i18n.language);
  return (
    <div className="notice notice--success status-check__result">
      <p className="status-check__status">
        <RichText
          text={t('statusLine', { status: t(`${key}.label`) })}
          components={{ strong: <strong /> }}
        />
      </p>
      <p>{t(`${key}.meaning`)}</p>
      {answer.kind === 'licence_renewal' && answer.message && (
        <div className="status-check__message">
          <p>
            <strong>{t('whatWeNeed')}</strong>
          </p>
          <p className="status-check__message-text">{answer.message}</p>
        </div>
      )}
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
