import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SummaryError {
  /** The id of the input the message belongs to. */
  fieldId: string;
  /** The message, in the reader's language; a field without one is not listed. */
  message: string | null | undefined;
}

interface ErrorSummaryProps {
  /** The summary's heading; "There is a problem" (common:errorSummary.title) by default. */
  title?: string;
  /** The form's fields and their errors, in the form's order; nothing shows without one. */
  errors: readonly SummaryError[];
  /** Changes on every failed submit, so that the summary takes focus each time. */
  attempt: number;
  /** The heading's level: 2 at the top of a page's form, 3 in a form under a page's h2. */
  level?: 2 | 3;
}

/**
 * GOV.UK error summary: at the top of a form after a failed submit, focused so that screen
 * readers announce it, each message a link that moves to its field.
 */
export function ErrorSummary({ title, errors, attempt, level = 2 }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const listed = errors.filter((error) => Boolean(error.message));
  const shown = listed.length > 0;
  // Once per failed submit, also when its errors arrive in a later render than the attempt; not
  // when a field is made wrong again while typing (the form checks as the person types after a
  // submit): the summary then shows again without taking the caret from the field.
  const focusedAttempt = useRef<number | null>(null);
  useEffect(() => {
    if (!shown || focusedAttempt.current === attempt) return;
    focusedAttempt.current = attempt;
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [attempt, shown]);

  if (!shown) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div ref={ref} className="error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <Heading id={titleId} className="error-summary__title">
        {title ?? t('errorSummary.title')}
      </Heading>
      <ul className="error-summary__list">
        {listed.map((error) => (
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
