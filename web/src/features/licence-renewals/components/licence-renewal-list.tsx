import { hasPermission } from '@centre/domain/access';
import {
  LICENCE_RENEWAL_STATUSES,
  LICENCE_RENEWAL_STUCK_WORKING_DAYS,
  daysBetween,
  isLicenceRenewalStuck,
  licenceAnswersOf,
} from '@centre/domain/licence-renewals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import type { StaffChoice } from '../../../components/assignee-form';
import { Button } from '../../../components/button';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { SelectInput } from '../../../components/select-input';
import { Spinner } from '../../../components/spinner';
import { StatusFilterChips } from '../../../components/status-filter-chips';
import type { LicenceRenewalRecord } from '../../../data/licence-renewals/converter';
import { useLicenceRenewalStatusCounts } from '../../../data/licence-renewals/get-status-counts';
import { UNASSIGNED } from '../../../data/licence-renewals/keys';
import {
  getAllLicenceRenewals,
  useLicenceRenewalsPage,
} from '../../../data/licence-renewals/list-licence-renewals-page';
import type { LicenceRenewalCursor } from '../../../data/licence-renewals/list-query';
import type { CurrentStaff } from '../../../data/users/session-user';
import { downloadCsv } from '../../../lib/csv';
import { isPermissionDenied } from '../../../lib/error-code';
import { buildLicenceRenewalsCsv, renewalsCsvFileName } from '../utils/csv';
import { renewalApplicantName, renewalStatusLabel } from '../utils/labels';
import { LICENCE_RENEWALS_PATH } from '../utils/paths';
import { RenewalStatusPill, StuckPill } from './status-pill';
import { useRenewalFilters } from './use-renewal-filters';
import '../licence-renewals.css';

export interface LicenceRenewalListProps {
  currentUser: CurrentStaff | null;
  /** Active staff for the assignee filter; undefined while loading or unreadable. */
  staffOptions: readonly StaffChoice[] | undefined;
  staffUnavailable?: boolean;
  /** The clock of the days in status and the stuck flags (tests fix it). */
  now?: Date;
}

/** Licence renewals: counts per status, filters, cursor pages of 25 and a CSV export. */
export function LicenceRenewalList(props: LicenceRenewalListProps) {
  const { t } = useTranslation('licence-renewals');
  if (!hasPermission(props.currentUser, 'view_license_renewals')) {
    return (
      <p className="notice notice--error" role="alert">
        {t('readDenied')}
      </p>
    );
  }
  return <LicenceRenewalListBody {...props} />;
}

function LicenceRenewalListBody({
  staffOptions,
  staffUnavailable,
  now = new Date(),
}: LicenceRenewalListProps) {
  const { t } = useTranslation('licence-renewals');
  const { filters, update, clear } = useRenewalFilters();
  const counts = useLicenceRenewalStatusCounts();

  // The cursor stack belongs to one set of filters: any change starts again at page 1.
  const filtersKey = JSON.stringify(filters);
  const [pager, setPager] = useState<{ key: string; cursors: LicenceRenewalCursor[] }>({
    key: filtersKey,
    cursors: [],
  });
  const cursors = pager.key === filtersKey ? pager.cursors : [];
  const pageIndex = cursors.length;
  const page = useLicenceRenewalsPage(filters, pageIndex, cursors.at(-1) ?? null);
  const [exporting, setExporting] = useState<number | null>(null);

  const goNext = () => {
    if (page.data?.last) setPager({ key: filtersKey, cursors: [...cursors, page.data.last] });
  };
  const goPrevious = () => setPager({ key: filtersKey, cursors: cursors.slice(0, -1) });

  const exportCsv = async () => {
    setExporting(0);
    try {
      const rows = await getAllLicenceRenewals(filters, setExporting);
      const today = new Date();
      downloadCsv(buildLicenceRenewalsCsv(rows, today), renewalsCsvFileName(today));
      toast.success(t('list.exported', { count: rows.length }));
    } catch (error) {
      toast.error(isPermissionDenied(error) ? t('readDenied') : t('list.exportFailed'));
    } finally {
      setExporting(null);
    }
  };

  const assigneeOptions = [
    { value: '', label: t('filters.anyone') },
    { value: UNASSIGNED, label: t('filters.unassigned') },
    ...(staffOptions ?? []).map(({ value, label }) => ({ value, label })),
  ];
  if (filters.assignee && !assigneeOptions.some((option) => option.value === filters.assignee)) {
    assigneeOptions.push({ value: filters.assignee, label: filters.assignee });
  }
  const statusOptions = [
    { value: '', label: t('filters.allStatuses') },
    ...LICENCE_RENEWAL_STATUSES.map((status) => ({
      value: status,
      label: renewalStatusLabel(status),
    })),
  ];
  const filtered = !!(filters.status || filters.assignee || filters.stuck);
  const rows = page.data?.rows ?? [];
  const hasNext = !!page.data?.full;
  const total = counts.data
    ? LICENCE_RENEWAL_STATUSES.reduce((sum, status) => sum + counts.data[status], 0)
    : undefined;

  return (
    <>
      <StatusFilterChips
        label={t('counts.label')}
        statuses={LICENCE_RENEWAL_STATUSES}
        selected={filters.status}
        onSelect={(status) => update({ status })}
        allLabel={t('counts.all')}
        statusLabel={renewalStatusLabel}
        total={total}
        count={(status) => counts.data?.[status]}
      >
        {counts.isError && <p className="text-muted">{t('counts.failed')}</p>}
      </StatusFilterChips>

      <div className="field-grid" role="search" aria-label={t('filters.label')}>
        <SelectInput
          label={t('filters.status')}
          options={statusOptions}
          value={filters.status}
          onChange={(event) => update({ status: event.target.value })}
        />
        <SelectInput
          label={t('filters.assignee')}
          options={assigneeOptions}
          value={filters.assignee}
          onChange={(event) => update({ assignee: event.target.value })}
          helperText={staffUnavailable ? t('filters.staffUnavailable') : undefined}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={filters.stuck}
            onChange={(event) => update({ stuck: event.target.checked })}
          />
          {t('filters.stuck', { days: LICENCE_RENEWAL_STUCK_WORKING_DAYS })}
        </label>
      </div>

      <div className="apps-toolbar">
        <div className="apps-toolbar__actions">
          {filtered && (
            <Button variant="ghost" size="sm" onClick={clear}>
              {t('filters.clear')}
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            loading={exporting !== null}
            disabled={page.isError || (pageIndex === 0 && rows.length === 0)}
            onClick={() => void exportCsv()}
          >
            {exporting === null ? t('list.export') : t('list.exporting', { count: exporting })}
          </Button>
        </div>
      </div>

      {page.isPending ? (
        <div className="empty-state">
          <Spinner label={t('list.loading')} />
        </div>
      ) : page.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{isPermissionDenied(page.error) ? t('readDenied') : t('list.loadFailed')}</p>
          {!isPermissionDenied(page.error) && (
            <Button variant="outline" size="sm" onClick={() => void page.refetch()}>
              {t('tryAgain')}
            </Button>
          )}
        </div>
      ) : rows.length === 0 ? (
        <div className="empty-state">
          <p>
            {filtered
              ? t('list.emptyFiltered')
              : pageIndex > 0
                ? t('list.noMore')
                : t('list.empty')}
          </p>
        </div>
      ) : (
        <RenewalTable rows={rows} now={now} busy={page.isPlaceholderData} />
      )}

      {!page.isError && (pageIndex > 0 || hasNext) && (
        <nav className="apps-pager" aria-label={t('pager.label')}>
          <p>{t('pager.page', { page: pageIndex + 1 })}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={pageIndex === 0 || page.isFetching}
            onClick={goPrevious}
          >
            {t('pager.previous')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!hasNext || page.isFetching}
            onClick={goNext}
          >
            {t('pager.next')}
          </Button>
        </nav>
      )}
    </>
  );
}

function RenewalTable({
  rows,
  now,
  busy,
}: {
  rows: readonly LicenceRenewalRecord[];
  now: Date;
  busy: boolean;
}) {
  const { t } = useTranslation('licence-renewals');
  const columns: DataTableColumn<LicenceRenewalRecord>[] = [
    {
      id: 'reference',
      header: t('table.reference'),
      rowHeader: true,
      className: 'apps-table__reference',
      cell: (renewal) => (
        <Link to={`${LICENCE_RENEWALS_PATH}/${encodeURIComponent(renewal.id)}`}>
          {renewal.reference ?? t('referencePending')}
        </Link>
      ),
    },
    {
      id: 'applicant',
      header: t('table.applicant'),
      cell: (renewal) => renewalApplicantName(renewal.applicant, t('unnamedApplicant')),
    },
    {
      id: 'licence',
      header: t('table.licence'),
      cell: (renewal) => {
        const licence = licenceAnswersOf(renewal);
        return (
          <>
            <span className="renewal-licence-number">{licence.licenceNumber || '—'}</span>
            {licence.issuingCountry && <div className="text-muted">{licence.issuingCountry}</div>}
          </>
        );
      },
    },
    {
      id: 'status',
      header: t('table.status'),
      cell: (renewal) => <RenewalStatusPill status={renewal.status} />,
    },
    {
      id: 'days',
      header: t('table.daysInStatus'),
      cell: (renewal) => (
        <>
          {renewal.statusChangedAt
            ? t('table.days', { count: daysBetween(renewal.statusChangedAt, now) })
            : '—'}
          {isLicenceRenewalStuck(renewal, now) && (
            <>
              {' '}
              <StuckPill label={t('table.stuck')} />
            </>
          )}
        </>
      ),
    },
    {
      id: 'assignee',
      header: t('table.assignee'),
      cell: (renewal) =>
        renewal.assignedTo ? (
          (renewal.assignedToName ?? renewal.assignedTo)
        ) : (
          <span className="text-muted">{t('table.unassigned')}</span>
        ),
    },
  ];
  return (
    <DataTable
      caption={t('table.caption')}
      columns={columns}
      rows={rows}
      rowKey={(renewal) => renewal.id}
      busy={busy}
    />
  );
}
