import { APPLICATION_STATUSES } from '@centre/domain/applications';
import { hasPermission } from '@centre/domain/access';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import {
  CursorPager,
  ListPending,
  ListToolbarActions,
  AssigneeFilter,
  StatusFilter,
  assigneeColumn,
  referenceColumn,
  useCursorStack,
  useListExport,
} from '../../../components/list-controls';
import { LoadFailedNotice } from '../../../components/load-failed-notice';
import { ReadDeniedNotice } from '../../../components/read-denied-notice';
import { TextInput } from '../../../components/text-input';
import type { ApplicationRecord } from '../../../data/applications/converter';
import { getAllApplications } from '../../../data/applications/list-all-applications';
import { useApplicationsPage } from '../../../data/applications/list-applications-page';
import { useApplicationsTotal } from '../../../data/applications/get-applications-total';
import { useServiceOptions } from '../../../data/services/list-service-options';
import { useServiceName } from '../../../data/services/service-name';
import { PAGE_SIZE, type ApplicationCursor } from '../../../data/applications/list-query';
import {
  OPEN_STATUSES,
  UNASSIGNED,
  type ApplicationScope,
  type ApplicationSort,
} from '../../../data/applications/keys';
import type { CurrentStaff, StaffOption } from '../types';
import { buildApplicationsCsv, csvFileName, downloadCsv } from '../utils/csv';
import { isPermissionDenied } from '../../../lib/error-code';
import { APPLICATION_ERRORS } from '../utils/error-message';
import { applicantName, statusLabel } from '../utils/labels';
import { formatDateTime } from '../../../lib/format';
import { PriorityBadge, StatusBadge } from './badges';
import { SelectInput } from '../../../components/select-input';
import { StatusCounts } from './status-counts';
import { useListParams } from './use-list-params';
import '../applications.css';

export interface ApplicationListProps {
  scope: ApplicationScope;
  title: string;
  /** '/applications' or '/hca-applications': rows link to `${basePath}/{id}`. */
  basePath: string;
  currentUser: CurrentStaff | null;
  /** Active staff for the assignee filter; undefined while loading or when they cannot be read. */
  staffOptions: readonly StaffOption[] | undefined;
  /** The staff list could not be read (the filter then offers Anyone and Unassigned only). */
  staffUnavailable?: boolean;
}

const SORTS: readonly ApplicationSort[] = ['newest', 'oldest', 'status'];

/** A list of applications with filters, status counts, cursor pages of 25 and a CSV export. */
export function ApplicationList(props: ApplicationListProps) {
  const canView = hasPermission(props.currentUser, 'view_applications');
  return canView ? (
    <ApplicationListBody {...props} />
  ) : (
    <ReadDeniedNotice message={APPLICATION_ERRORS.readDenied} />
  );
}

function ApplicationListBody({
  scope,
  title,
  basePath,
  staffOptions,
  staffUnavailable,
}: ApplicationListProps) {
  const { t } = useTranslation('applications');
  const { params, update, clear } = useListParams(scope);
  const { filters } = params;
  const services = useServiceOptions();
  // In the page's language, the CSV export too (a staff member's own download).
  const serviceName = useServiceName();

  const rangeError =
    filters.from && filters.to && filters.from > filters.to ? t('filters.rangeError') : undefined;

  const { pageIndex, after, goNext, goPrevious } = useCursorStack<ApplicationCursor>(
    JSON.stringify(params),
  );
  const page = useApplicationsPage(params, pageIndex, after, !rangeError);
  const total = useApplicationsTotal(params, !rangeError);
  const { exporting, exportCsv } = useListExport({
    run: async (onProgress) => {
      const rows = await getAllApplications(params, onProgress);
      downloadCsv(buildApplicationsCsv(rows, serviceName), csvFileName(new Date()));
      return rows.length;
    },
    exported: (count) => t('list.exported', { count }),
    failed: (error) =>
      isPermissionDenied(error) ? APPLICATION_ERRORS.readDenied : t('list.exportFailed'),
  });

  const serviceOptions = [
    { value: '', label: t('filters.allServices') },
    ...(services.data ?? []).map((service) => ({ value: service.id, label: service.name })),
  ];
  // A service or assignee chosen in the address stays selectable while the lists load.
  if (filters.serviceId && !serviceOptions.some((o) => o.value === filters.serviceId)) {
    serviceOptions.push({ value: filters.serviceId, label: filters.serviceId });
  }

  const filtered = Object.values(filters).some(Boolean);
  const sortOptions = SORTS.map((sort) => ({
    value: sort,
    label: t(`sort.${sort}`),
  }));
  const rows = page.data?.rows ?? [];
  const firstRow = pageIndex * PAGE_SIZE + 1;
  const pageRange = { page: pageIndex + 1, first: firstRow, last: firstRow + rows.length - 1 };
  const pageSummary =
    rows.length > 0
      ? total.data !== undefined
        ? t('pager.pageRangeOf', { ...pageRange, total: total.data })
        : t('pager.pageRange', pageRange)
      : total.data !== undefined
        ? t('pager.pageOf', { page: pageIndex + 1, total: total.data })
        : t('pager.page', { page: pageIndex + 1 });
  const hasNext =
    !!page.data?.full && (total.data === undefined || firstRow - 1 + rows.length < total.data);

  return (
    <>
      <StatusCounts
        scope={scope}
        selected={filters.status}
        onSelect={(status) => update({ status })}
      />

      <div className="field-grid" role="search" aria-label={t('filters.label', { title })}>
        <StatusFilter
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          statuses={[OPEN_STATUSES, ...APPLICATION_STATUSES]}
          statusLabel={(status) =>
            status === OPEN_STATUSES ? t('filters.openStatuses') : statusLabel(status)
          }
          value={filters.status}
          onChange={(status) => update({ status })}
        />
        {scope !== 'hca' && (
          <SelectInput
            label={t('filters.service')}
            options={serviceOptions}
            value={filters.serviceId}
            onChange={(event) => update({ serviceId: event.target.value })}
          />
        )}
        <AssigneeFilter
          label={t('filters.assignee')}
          staff={staffOptions}
          staffUnavailable={staffUnavailable}
          value={filters.assignee}
          unassignedValue={UNASSIGNED}
          words={(key) => t(`filters.${key}`)}
          onChange={(assignee) => update({ assignee })}
        />
        <TextInput
          label={t('filters.from')}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => update({ from: event.target.value })}
        />
        <TextInput
          label={t('filters.to')}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          error={rangeError}
          onChange={(event) => update({ to: event.target.value })}
        />
        <SelectInput
          label={t('filters.sort')}
          options={sortOptions}
          value={params.sort}
          onChange={(event) => update({ sort: event.target.value as ApplicationSort })}
        />
      </div>

      <div className="apps-toolbar">
        <p role="status" aria-live="polite">
          {total.data === undefined
            ? ''
            : filtered
              ? t('list.totalFiltered', { count: total.data })
              : t('list.total', { count: total.data })}
        </p>
        <ListToolbarActions
          filtered={filtered}
          onClear={clear}
          clearLabel={t('filters.clear')}
          exporting={exporting}
          exportDisabled={!!rangeError || page.isError || total.data === 0}
          onExport={() => void exportCsv()}
          exportLabel={t('list.export')}
          exportingLabel={(count) => t('list.exporting', { count })}
        />
      </div>

      {rangeError ? null : page.isPending ? (
        <ListPending label={t('list.loading')} />
      ) : page.isError ? (
        <LoadFailedNotice
          message={
            isPermissionDenied(page.error) ? APPLICATION_ERRORS.readDenied : t('list.loadFailed')
          }
          onRetry={isPermissionDenied(page.error) ? undefined : () => void page.refetch()}
          retryLabel={t('tryAgain')}
        />
      ) : rows.length === 0 ? (
        <div className="empty-state">
          {filtered ? (
            <>
              <p>{t('list.emptyFiltered')}</p>
              <Button variant="outline" size="sm" onClick={clear}>
                {t('filters.clear')}
              </Button>
            </>
          ) : pageIndex > 0 ? (
            <p>{t('list.noMore')}</p>
          ) : (
            <p>{t('list.empty')}</p>
          )}
        </div>
      ) : (
        <ApplicationTable
          caption={title}
          rows={rows}
          basePath={basePath}
          serviceName={serviceName}
          busy={page.isPlaceholderData}
        />
      )}

      {!rangeError && !page.isError && (pageIndex > 0 || hasNext) && (
        <CursorPager
          label={t('pager.label')}
          summary={pageSummary}
          pageIndex={pageIndex}
          hasNext={hasNext}
          fetching={page.isFetching}
          onPrevious={goPrevious}
          onNext={() => goNext(page.data?.last)}
          previousLabel={t('pager.previous')}
          nextLabel={t('pager.next')}
        />
      )}
    </>
  );
}

interface ApplicationTableProps {
  caption: string;
  rows: readonly ApplicationRecord[];
  basePath: string;
  serviceName: (serviceId: string) => string;
  busy: boolean;
}

function ApplicationTable({ caption, rows, basePath, serviceName, busy }: ApplicationTableProps) {
  const { t } = useTranslation('applications');
  const columns: DataTableColumn<ApplicationRecord>[] = [
    referenceColumn({
      header: t('table.reference'),
      basePath,
      pending: <span className="apps-pending">{t('referencePending')}</span>,
    }),
    {
      id: 'submitted',
      header: t('table.submitted'),
      cell: (application) => formatDateTime(application.createdAt),
    },
    {
      id: 'applicant',
      header: t('table.applicant'),
      cell: (application) => applicantName(application.applicant, t('unnamedApplicant')),
    },
    {
      id: 'service',
      header: t('table.service'),
      cell: (application) => serviceName(application.serviceId),
    },
    {
      id: 'status',
      header: t('table.status'),
      cell: (application) => <StatusBadge status={application.status} />,
    },
    assigneeColumn({ header: t('table.assignee'), unassigned: t('table.unassigned') }),
    {
      id: 'priority',
      header: t('table.priority'),
      cell: (application) => <PriorityBadge priority={application.priority} />,
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(application) => application.id}
      busy={busy}
    />
  );
}
