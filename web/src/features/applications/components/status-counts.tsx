import { APPLICATION_STATUSES } from '@centre/domain/applications';
import { useTranslation } from 'react-i18next';
import { StatusFilterChips } from '../../../components/status-filter-chips';
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

  return (
    <StatusFilterChips
      label={t('counts.label')}
      statuses={APPLICATION_STATUSES}
      selected={selected}
      onSelect={onSelect}
      allLabel={t('counts.all')}
      statusLabel={statusLabel}
      total={total}
      count={(status) => counts.data?.[status]}
    >
      {counts.isError && <p className="text-muted">{t('counts.failed')}</p>}
    </StatusFilterChips>
  );
}
