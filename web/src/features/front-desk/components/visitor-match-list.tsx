import { ID_TYPE_LABELS, type VisitorMatch } from '@centre/domain/visits';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../../../lib/labels';

/** What the desk may read aloud of a match: masked phone, email and ID number, year of birth. */
export function maskedFactsOf(match: VisitorMatch, idWord: string, born: string): string {
  return [
    match.phoneMasked,
    match.emailMasked,
    match.idNumberMasked &&
      `${match.idType ? labelOf(ID_TYPE_LABELS, match.idType) : idWord} ${match.idNumberMasked}`,
    match.dateOfBirthYear && born,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Visitors found, each a button ("this is them") with masked details only (the Envoy pattern).
 * `disabled` (a check-in running) ignores clicks but keeps the buttons focusable (aria-disabled):
 * the chosen one keeps focus while its check-in runs, and after a refusal.
 */
export function VisitorMatchList({
  matches,
  label,
  onChoose,
  disabled = false,
}: {
  matches: readonly VisitorMatch[];
  label: string;
  onChoose: (match: VisitorMatch) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('visitor-registration');
  return (
    <ul className="match-list" aria-label={label}>
      {matches.map((match) => (
        <li key={match.visitorId}>
          <button
            type="button"
            className="match"
            aria-disabled={disabled || undefined}
            onClick={() => {
              if (!disabled) onChoose(match);
            }}
          >
            <span className="match__name">
              {match.firstName} {match.lastName}
            </span>
            <span className="match__badge">
              {match.visitCount > 0
                ? t('search.returning', { count: match.visitCount })
                : t('search.noVisits')}
            </span>
            <span className="match__facts">
              {maskedFactsOf(
                match,
                t('search.id'),
                match.dateOfBirthYear ? t('search.born', { year: match.dateOfBirthYear }) : '',
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
