import { APPLICATION_STATUS_LABELS } from '@centre/domain/applications';
import {
  ASSIGNMENT_STATUSES,
  assignmentKindsFor,
  isAssignmentKind,
  urgencyOf,
  type AssignmentKind,
} from '@centre/domain/assignments';
import { TASK_STATUS_LABELS } from '@centre/domain/tasks';
import { VISIT_STATUS_LABELS } from '@centre/domain/visits';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { LoadFailedNotice } from '../../../components/load-failed-notice';
import { Pill } from '../../../components/pill';
import { TableFrame } from '../../../components/table-frame';
import { SelectInput } from '../../../components/select-input';
import { Spinner } from '../../../components/spinner';
import type { AssignmentFilters } from '../../../data/assignments/keys';
import { useMyAssignments } from '../../../data/assignments/use-my-assignments';
import { useQueueDate } from '../../../data/queue/queue-date';
import { useServiceName } from '../../../data/services/service-name';
import type { SessionUser } from '../../../data/users/session-user';
import { formatDay } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';

const STATUS_LABELS: Record<AssignmentKind, Readonly<Record<string, string>>> = {
  application: APPLICATION_STATUS_LABELS,
  hca: APPLICATION_STATUS_LABELS,
  visit: VISIT_STATUS_LABELS,
  task: TASK_STATUS_LABELS,
};

/** The filters live in the address (?kind=&status=), so the dashboard's cards link to them. */
function useFilters(): [AssignmentFilters, (next: AssignmentFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<AssignmentFilters>(() => {
    const kind = params.get('kind') ?? '';
    const status = params.get('status') ?? '';
    if (!isAssignmentKind(kind)) return { kind: '', status: '' };
    return { kind, status: ASSIGNMENT_STATUSES[kind].includes(status) ? status : '' };
  }, [params]);
  const setFilters = (next: AssignmentFilters) => {
    const search = new URLSearchParams();
    if (next.kind) search.set('kind', next.kind);
    if (next.kind && next.status) search.set('status', next.status);
    setParams(search, { replace: true });
  };
  return [filters, setFilters];
}

/**
 * My assignments (docs/product.md "My assignments"): applications, HCA applications, visits and
 * tasks assigned to me in one list, what needs action first (domain compareAssignments), 25 at a
 * time (data/assignments/list-my-assignments.ts explains the per-kind cursors).
 */
export function MyAssignments({ currentUser }: { currentUser: SessionUser }) {
  const { t } = useTranslation('my-assignments');
  const [filters, setFilters] = useFilters();
  const { queueDate: today, timezone } = useQueueDate();
  const kinds = assignmentKindsFor(currentUser);
  const list = useMyAssignments(currentUser.uid, kinds, today, timezone, filters);
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const failed = [...new Set(list.data?.pages.flatMap((page) => page.failed) ?? [])];
  // A visit's service in the page's language: the staff catalogue is read once rows show one.
  const serviceName = useServiceName({ enabled: rows.some((row) => row.service) });

  const kindOptions = [
    { value: '', label: t('filters.allKinds') },
    ...kinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
  ];
  const statusOptions = filters.kind
    ? [
        { value: '', label: t('filters.needingAction') },
        ...ASSIGNMENT_STATUSES[filters.kind].map((status) => ({
          value: status,
          label: labelOf(STATUS_LABELS[filters.kind as AssignmentKind], status),
        })),
      ]
    : [{ value: '', label: t('filters.needingAction') }];

  return (
    <div className="assignments">
      <form className="assignments__filters" role="search" aria-label={t('filters.label')}>
        <SelectInput
          label={t('filters.kind')}
          options={kindOptions}
          value={filters.kind}
          onChange={(event) =>
            setFilters({ kind: event.target.value as AssignmentKind | '', status: '' })
          }
        />
        <SelectInput
          label={t('filters.status')}
          options={statusOptions}
          value={filters.status}
          disabled={!filters.kind}
          onChange={(event) => setFilters({ ...filters, status: event.target.value })}
        />
      </form>

      {failed.length > 0 && (
        <p className="text-error" role="alert">
          {t('partlyFailed', { kinds: failed.map((kind) => t(`kinds.${kind}`)).join(', ') })}
        </p>
      )}

      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <LoadFailedNotice
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : rows.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <TableFrame className="assignments__scroll" label={t('caption')}>
          <table className="dashboard__table assignments__table">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.due')}</th>
                <th scope="col" className="assignments__kind">
                  {t('columns.kind')}
                </th>
                <th scope="col">{t('columns.item')}</th>
                <th scope="col">{t('columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const urgency = urgencyOf(row, today);
                return (
                  <tr key={`${row.kind}/${row.id}`} data-testid="assignment-row">
                    <td>
                      <Pill
                        tone={
                          urgency === 'overdue'
                            ? 'danger'
                            : urgency === 'due_today'
                              ? 'warning'
                              : 'neutral'
                        }
                      >
                        {t(`urgency.${urgency}`)}
                      </Pill>{' '}
                      {formatDay(row.dueDay)}
                    </td>
                    <td className="assignments__kind">{t(`kinds.${row.kind}`)}</td>
                    <td>
                      <span className="assignments__kind-inline">{t(`kinds.${row.kind}`)}</span>
                      <Link to={row.href}>{row.title}</Link>
                      {(row.detail || row.service) && (
                        <div className="assignments__detail">
                          {[
                            row.detail,
                            row.service && serviceName(row.service.id, row.service.name),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </div>
                      )}
                    </td>
                    <td>{labelOf(STATUS_LABELS[row.kind], row.status)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      )}
      {list.hasNextPage && (
        <Button
          variant="outline"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('more')}
        </Button>
      )}
    </div>
  );
}
