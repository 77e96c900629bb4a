import { daysInEachStatus } from '@centre/domain/licence-renewals';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import type { LicenceRenewalHistoryEntry } from '../../../data/licence-renewals/converter';
import { formatDateTime } from '../../../lib/format';
import { RenewalStatusPill } from './status-pill';

interface RenewalClockProps {
  history: {
    isPending: boolean;
    isError: boolean;
    data: LicenceRenewalHistoryEntry[] | undefined;
  };
  now: Date;
}

/** The days spent in each status, from the history (the last one still counting). */
export function RenewalClock({ history, now }: RenewalClockProps) {
  const { t } = useTranslation('licence-renewals');
  return (
    <QueryState
      query={history}
      pendingLabel={t('clock.loading')}
      error={t('clock.loadFailed')}
      isEmpty={(entries) => daysInEachStatus(entries, now).length === 0}
      empty={<p className="text-muted">{t('clock.empty')}</p>}
    >
      {(entries) => (
        <ol className="divided-list apps-list" aria-label={t('detail.sections.clock')}>
          {daysInEachStatus(entries, now).map((span) => (
            <li key={`${span.status}-${span.since.getTime()}`} data-testid="clock-row">
              <RenewalStatusPill status={span.status} />{' '}
              {t('clock.row', {
                count: span.days,
                working: span.workingDays,
                date: formatDateTime(span.since),
              })}
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}
