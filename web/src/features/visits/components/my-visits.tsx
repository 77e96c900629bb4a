import { hasPermission } from '@centre/domain/access';
import type { VisitRecord } from '@centre/domain/visits';
import { addDays, format, parseISO, startOfISOWeek } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/data-table';
import { QueryState } from '../../../components/query-state';
import { useQueueDate } from '../../../data/queue/queue-date';
import { useServiceName } from '../../../data/services/service-name';
import type { CurrentStaff } from '../../../data/users/session-user';
import { useMyVisits } from '../../../data/visits/list-my-visits';
import { formatDay } from '../../../lib/format';
import { visitActionErrorMessage } from '../lib/error-message';
import { VisitStatusPill } from './visit-status';
import '../visits.css';

type Range = 'today' | 'week';

/** Monday to Sunday of the queue date's week, as queue dates. */
export function weekOf(queueDate: string): { from: string; to: string } {
  const monday = startOfISOWeek(parseISO(queueDate));
  return { from: format(monday, 'yyyy-MM-dd'), to: format(addDays(monday, 6), 'yyyy-MM-dd') };
}

/** /my-visits: what I served or serve, today or this week. */
export function MyVisits({ currentUser }: { currentUser: CurrentStaff }) {
  const { t } = useTranslation('visits');
  const [range, setRange] = useState<Range>('today');
  const { queueDate } = useQueueDate();
  const canView = hasPermission(currentUser, 'view_visit_management');
  const { from, to } =
    range === 'today' || !queueDate ? { from: queueDate, to: queueDate } : weekOf(queueDate);
  const visits = useMyVisits(currentUser.uid, from, to, canView);
  const serviceName = useServiceName({ enabled: canView });

  if (!canView) {
    return (
      <p className="text-error" role="alert">
        {t('denied')}
      </p>
    );
  }
  const minutes = (value: number | null) =>
    value === null ? '—' : t('mine.minutes', { count: Math.round(value) });

  return (
    <div className="my-visits">
      <div className="action-row" role="group" aria-label={t('mine.range')}>
        {(['today', 'week'] as const).map((id) => (
          <button
            key={id}
            type="button"
            className={range === id ? 'btn btn--primary btn--sm' : 'btn btn--outline btn--sm'}
            aria-pressed={range === id}
            onClick={() => setRange(id)}
          >
            {id === 'today' ? t('mine.today') : t('mine.week')}
          </button>
        ))}
      </div>
      <QueryState
        query={visits}
        pendingLabel={t('mine.loading')}
        error={visitActionErrorMessage(visits.error)}
      >
        {(rows) => (
          <DataTable<VisitRecord>
            caption={t('mine.caption')}
            captionHidden
            rows={rows}
            rowKey={(visit) => visit.id}
            empty={t('mine.empty')}
            columns={[
              {
                id: 'ticket',
                header: t('mine.ticket'),
                rowHeader: true,
                cell: (visit) => (
                  <Link to={`/visits/${visit.id}`} className="ticket-link">
                    {visit.ticket}
                  </Link>
                ),
              },
              { id: 'date', header: t('mine.date'), cell: (visit) => formatDay(visit.queueDate) },
              { id: 'visitor', header: t('mine.visitor'), cell: (visit) => visit.visitorName },
              {
                id: 'service',
                header: t('mine.service'),
                cell: (visit) => serviceName(visit.serviceId, visit.serviceName),
              },
              {
                id: 'status',
                header: t('mine.status'),
                cell: (visit) => <VisitStatusPill status={visit.status} />,
              },
              { id: 'wait', header: t('mine.wait'), cell: (visit) => minutes(visit.waitMinutes) },
              {
                id: 'serviceTime',
                header: t('mine.serviceTime'),
                cell: (visit) => minutes(visit.serviceMinutes),
              },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}
