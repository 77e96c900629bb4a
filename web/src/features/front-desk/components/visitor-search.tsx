import { searchTokenOf, VISITOR_LIMITS, type VisitorMatch } from '@centre/domain/visits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useFindVisitors } from '../api/find-visitors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { checkInErrorMessage } from '../lib/error-message';
import { SearchPanel } from './search-panel';
import { VisitorMatchList } from './visitor-match-list';

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
          <VisitorMatchList matches={matches} label={t('search.matches')} onChoose={onChoose} />
        )}
      </div>
      <Button variant="outline" onClick={() => onNew(text)}>
        {t('search.newVisitor')}
      </Button>
    </SearchPanel>
  );
}
