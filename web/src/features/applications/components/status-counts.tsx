import { APPLICATION_STATUSES } from '@centre/domain/applications';
import { useTranslation } from 'react-i18next';
import { useStatusCounts } from '../../../data/applications/get-status-counts';
import type { ApplicationScope } from '../../../data/applications/keys';
import { statusLabel } from '../utils/labels';

interface StatusCountsProps {
  scope: ApplicationScope;
  /** The status filter: '' for all. */
  selected: string;
  onSelect: (status: string) => void;
}

/** Counts per status from aggregation queries; each chip also filters the list by its status. */
export function StatusCounts({ scope, selected, onSelect }: StatusCountsProps) {
  const { t } = useTranslation('applications');
  const counts = useStatusCounts(scope);
  const total = counts.data
    ? APPLICATION_STATUSES.reduce((sum, status) => sum + counts.data[status], 0)
    : undefined;
  const shown = (count: number | undefined) => (count === undefined ? '…' : String(count));

  return (
    <nav aria-label={t('counts.label')}>
      <ul className="filter-chips">
        <li>
          <button
            type="button"
            className="toggle-chip filter-chip"
            aria-pressed={selected === ''}
            onClick={() => onSelect('')}
          >
            {t('counts.all')} <span className="filter-chip__count">{shown(total)}</span>
          </button>
        </li>
        {APPLICATION_STATUSES.map((status) => (
          <li key={status}>
            <button
              type="button"
              className="toggle-chip filter-chip"
              aria-pressed={selected === status}
              onClick={() => onSelect(status)}
            >
              {statusLabel(status)}{' '}
              <span className="filter-chip__count" data-testid={`status-count-${status}`}>
                {shown(counts.data?.[status])}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {counts.isError && <p className="text-muted">{t('counts.failed')}</p>}
    </nav>
  );
}
