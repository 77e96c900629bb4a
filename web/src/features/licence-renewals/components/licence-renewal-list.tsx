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
  CursorRecordList,
  type CursorRecordListWords,
} from '../../../components/cursor-record-list';
import type { DataTableColumn } from '../../../components/data-table';
import {
  assigneeColumn,
  cursorListWords,
  referenceColumn,
  useCursorStack,
} from '../../../components/list-controls';
import { ReadDeniedNotice } from '../../../components/read-denied-notice';
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

  const cursor = useCursorStack<LicenceRenewalCursor>(JSON.stringify(filters));
  const page = useLicenceRenewalsPage(filters, cursor.pageIndex, cursor.after);
  const columns = useRenewalColumns(now);
  const words: CursorRecordListWords = {
    ...cursorListWords((key, options) => t(key, options)),
    counts: t('counts.label'),
    countsAll: t('counts.all'),
    countsFailed: t('counts.failed'),
    filters: t('filters.label'),
    status: t('filters.status'),
    allStatuses: t('filters.allStatuses'),
    assignee: (key) => t(`filters.${key}`),
    clear: t('filters.clear'),
    export: t('list.export'),
    exporting: (count) => t('list.exporting', { count }),
    exported: (count) => t('list.exported', { count }),
    exportFailed: t('list.exportFailed'),
    caption: t('table.caption'),
  };

  return (
    <CursorRecordList
      words={words}
      statuses={LICENCE_RENEWAL_STATUSES}
      statusLabel={renewalStatusLabel}
      counts={counts}
      filters={filters}
      update={update}
      person={{ key: 'assignee', label: t('filters.assignee') }}
      unassignedValue={UNASSIGNED}
      staffOptions={staffOptions}
      staffUnavailable={staffUnavailable}
      trailingFilters={
        <label className="checkbox">
          <input
            type="checkbox"
            checked={filters.stuck}
            onChange={(event) => update({ stuck: event.target.checked })}
          />
          {t('filters.stuck', { days: LICENCE_RENEWAL_STUCK_WORKING_DAYS })}
        </label>
      }
      filtered={!!(filters.status || filters.assignee || filters.stuck)}
      onClear={clear}
      page={page}
      cursor={cursor}
      exportAll={async (onProgress) => {
        const rows = await getAllLicenceRenewals(filters, onProgress);
        const today = new Date();
        downloadCsv(buildLicenceRenewalsCsv(rows, today), renewalsCsvFileName(today));
        return rows.length;
      }}
      columns={columns}
    />
  );
}

/** The list's columns; days in status and the stuck flag are counted to `now`. */
function useRenewalColumns(now: Date): DataTableColumn<LicenceRenewalRecord>[] {
  const { t } = useTranslation('licence-renewals');
  return [
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
}
