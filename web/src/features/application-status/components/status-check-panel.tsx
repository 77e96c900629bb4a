import type { ApplicationStatusAnswer } from '@centre/domain/applications';
import { RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { normaliseOnBlur } from '../../../components/form-reference';
import { ReferenceFields } from '../../../components/form-reference-fields';
import type { StatusCheckInput } from '../api/check-application-status';
import {
  statusCheckSchema,
  type StatusCheckFormValues,
  type StatusCheckValues,
} from '../status-check-schema';
import { formatAnswerDate, NOT_FOUND_ANSWER, STATUS_TEXT } from '../status-text';
import '../application-status.css';

// The Functions SDK is fetched on the first check, not with the catalogue page.
const checkStatus = (input: StatusCheckInput) =>
  import('../api/check-application-status').then((api) => api.checkApplicationStatus(input));

function errorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'functions/invalid-argument') {
    return 'Check the reference and date of birth, then try again.';
  }
  // Too many wrong dates of birth on this reference or from this connection: locked for an hour.
  if (code === 'functions/resource-exhausted') return RATE_LIMIT_MESSAGES.tryAgainLater;
  return 'We could not check the status just now. Check your connection and try again.';
}

const resolver = zodResolver<StatusCheckFormValues, unknown, StatusCheckValues>(statusCheckSchema);

/** The public status check: reference + date of birth, no account (id `check-status`). */
export function StatusCheckPanel({ check = checkStatus }: { check?: typeof checkStatus }) {
  const [answer, setAnswer] = useState<ApplicationStatusAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
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
      setFailure(errorMessage(error));
    }
  });

  const reference = register(
    'reference',
    normaliseOnBlur((value) => setValue('reference', value)),
  );

  return (
    <section id="check-status" className="status-check card" aria-labelledby="check-status-title">
      <h2 id="check-status-title">Check the status of an application</h2>
      <p className="status-check__lead">
        Use the reference from your confirmation (it looks like APP-7K3Q9D) and the applicant&apos;s
        date of birth. You do not need an account.
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="status-check__form">
        <ReferenceFields
          idPrefix="status"
          referenceLabel="Application reference"
          referenceClassName="status-check__reference"
          reference={reference}
          dateOfBirth={register('dateOfBirth')}
          errors={errors}
        />
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Checking...' : 'Check status'}
        </Button>
      </form>
      <div aria-live="polite" className="status-check__answer">
        <FormAlert message={failure} />
        {answer && !answer.found && <p className="notice">{NOT_FOUND_ANSWER}</p>}
        {answer?.found && answer.status && <StatusAnswer answer={answer} />}
      </div>
    </section>
  );
}

function StatusAnswer({ answer }: { answer: ApplicationStatusAnswer }) {
  if (!answer.status) return null;
  const text = STATUS_TEXT[answer.status];
  const submitted = formatAnswerDate(answer.submittedAt);
  const updated = formatAnswerDate(answer.updatedAt);
  return (
    <div className="notice notice--success status-check__result">
      <p className="status-check__status">
        Status: <strong>{text.label}</strong>
      </p>
      <p>{text.meaning}</p>
      <dl className="status-check__dates">
        {submitted && (
          <div>
            <dt>Submitted</dt>
            <dd>{submitted}</dd>
          </div>
        )}
        {updated && (
          <div>
            <dt>Last updated</dt>
            <dd>{updated}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
