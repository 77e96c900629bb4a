import { searchTokenOf, VISITOR_LIMITS, type VisitorMatch } from '@centre/domain/visits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { ID_TYPE_LABELS } from '@centre/domain/visits';
import { labelOf } from '../../../lib/labels';
import { useFindVisitors } from '../api/find-visitors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { checkInErrorMessage } from '../lib/error-message';
import { SearchPanel } from './search-panel';

interface VisitorSearchProps {
  onChoose: (match: VisitorMatch) => void;
  /** A new visitor; the text typed, to start their name with. */
  onNew: (typed: string) => void;
}

/** Find a returning visitor by name, phone or ID number before registering a new one. */
export function VisitorSearch({ onChoose, onNew }: VisitorSearchProps) {
  const { t } = useTranslation('visitor-registration');
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, 300);
  const search = useFindVisitors(query);
  const searchable = searchTokenOf(query) !== null;
  const matches = searchable ? (search.data ?? []) : [];

  return (
    <SearchPanel
      id="visitor-search"
      title={t('search.title')}
      label={t('search.label')}
      helperText={t('search.help')}
      value={text}
      maxLength={VISITOR_LIMITS.search}
      onChange={setText}
    >
      <div className="front-desk__results" aria-live="polite">
        {searchable && search.isFetching && <Spinner label={t('search.searching')} />}
        {searchable && search.isError && (
          <p className="text-error" role="alert">
            {checkInErrorMessage(search.error)}
          </p>
        )}
        {searchable && search.isSuccess && !search.isFetching && matches.length === 0 && (
          <p className="text-muted">{t('search.none')}</p>
        )}
        {matches.length > 0 && (
          <ul className="match-list" aria-label={t('search.matches')}>
            {matches.map((match) => (
              <li key={match.visitorId}>
                <button type="button" className="match" onClick={() => onChoose(match)}>
                  <span className="match__name">
                    {match.firstName} {match.lastName}
                  </span>
                  <span className="match__badge">
                    {match.visitCount > 0
                      ? t('search.returning', { count: match.visitCount })
                      : t('search.noVisits')}
                  </span>
                  <span className="match__facts">
                    {[
                      match.phoneMasked,
                      match.emailMasked,
                      match.idNumberMasked &&
                        `${match.idType ? labelOf(ID_TYPE_LABELS, match.idType) : t('search.id')} ${match.idNumberMasked}`,
                      match.dateOfBirthYear && t('search.born', { year: match.dateOfBirthYear }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button variant="outline" onClick={() => onNew(text)}>
        {t('search.newVisitor')}
      </Button>
    </SearchPanel>
  );
}
