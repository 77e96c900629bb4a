import { hasPermission } from '@centre/domain/access';
import {
  LICENCE_RENEWAL_STATUSES,
  LICENCE_RENEWAL_STUCK_WORKING_DAYS,
  daysBetween,
  isLicenceRenewalStuck,
  licenceAnswersOf,
} from '@centre/domain/licence-renewals';
import { useTranslation } from 'react-i18next';
import type { StaffChoice } from '../../../components/assignee-form';
import {
  CursorListResults,
  cursorListWords,
  ListToolbarActions,
  AssigneeFilter,
  StatusFilter,
  assigneeColumn,
  referenceColumn,
  useCursorStack,
  useListExport,
} from '../../../components/list-controls';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ReadDeniedNotice } from '../../../components/read-denied-notice';
import { StatusCountChips } from '../../../components/status-filter-chips';
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
    return <ReadDeniedNotice message={t('readDenied')} />;
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

  const { pageIndex, after, goNext, goPrevious } = useCursorStack<LicenceRenewalCursor>(
    JSON.stringify(filters),
  );
  const page = useLicenceRenewalsPage(filters, pageIndex, after);
  const { exporting, exportCsv } = useListExport({
    run: async (onProgress) => {
      const rows = await getAllLicenceRenewals(filters, onProgress);
      const today = new Date();
      downloadCsv(buildLicenceRenewalsCsv(rows, today), renewalsCsvFileName(today));
      return rows.length;
    },
    exported: (count) => t('list.exported', { count }),
    failed: (error) => (isPermissionDenied(error) ? t('readDenied') : t('list.exportFailed')),
  });

  const filtered = !!(filters.status || filters.assignee || filters.stuck);

  return (
    <>
      <StatusCountChips
        label={t('counts.label')}
        statuses={LICENCE_RENEWAL_STATUSES}
        selected={filters.status}
        onSelect={(status) => update({ status })}
        allLabel={t('counts.all')}
        statusLabel={renewalStatusLabel}
        counts={counts}
        failedLabel={t('counts.failed')}
      />

      <div className="field-grid" role="search" aria-label={t('filters.label')}>
        <StatusFilter
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          statuses={LICENCE_RENEWAL_STATUSES}
          statusLabel={renewalStatusLabel}
          value={filters.status}
          onChange={(status) => update({ status })}
        />
        <AssigneeFilter
          label={t('filters.assignee')}
          staff={staffOptions}
          staffUnavailable={staffUnavailable}
          value={filters.assignee}
          unassignedValue={UNASSIGNED}
          words={(key) => t(`filters.${key}`)}
          onChange={(assignee) => update({ assignee })}
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
        <ListToolbarActions
          filtered={filtered}
          onClear={clear}
          clearLabel={t('filters.clear')}
          exporting={exporting}
          exportDisabled={page.isError || (pageIndex === 0 && !page.data?.rows.length)}
          onExport={() => void exportCsv()}
          exportLabel={t('list.export')}
          exportingLabel={(count) => t('list.exporting', { count })}
        />
      </div>

      <CursorListResults
        page={page}
        pageIndex={pageIndex}
        filtered={filtered}
        isPermissionDenied={isPermissionDenied}
        words={cursorListWords((key, options) => t(key, options))}
        onPrevious={goPrevious}
        onNext={(last) => goNext(last as LicenceRenewalCursor | null)}
        table={(rows, busy) => <RenewalTable rows={rows} now={now} busy={busy} />}
      />
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
    referenceColumn({
      header: t('table.reference'),
      basePath: LICENCE_RENEWALS_PATH,
      pending: t('referencePending'),
    }),
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
    assigneeColumn({ header: t('table.assignee'), unassigned: t('table.unassigned') }),
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
