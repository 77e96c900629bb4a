import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SummaryError {
  /** The id of the input the message belongs to. */
  fieldId: string;
  message: string;
}

interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  /** Changes on every failed submit, so that the summary takes focus each time. */
  attempt: number;
}

/**
 * GOV.UK error summary: at the top of the form after a failed submit, focused so that screen
 * readers announce it, each message a link that moves to its field.
 */
export function ErrorSummary({ errors, attempt }: ErrorSummaryProps) {
  const { t } = useTranslation('application-form');
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  // On each failed submit, and when the errors arrive in a later render than the attempt.
  useEffect(() => {
    if (!shown) return;
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [attempt, shown]);

  if (!shown) return null;
  return (
    <div
      ref={ref}
      className="error-summary"
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
    >
      <h2 id="error-summary-title" className="error-summary__title">
        {t('errors.summaryTitle')}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                // The router would treat the hash as a navigation; focus the field instead.
                event.preventDefault();
                const field = document.getElementById(error.fieldId);
                field?.focus();
                field?.scrollIntoView?.({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
