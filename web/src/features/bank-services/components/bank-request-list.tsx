import { BANK_REQUEST_STATUSES } from '@centre/domain/bank';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaffChoice } from '../../../components/assignee-form';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import {
  AssigneeFilter,
  CursorListResults,
  ListToolbarActions,
  StatusFilter,
  assigneeColumn,
  useCursorStack,
  useListExport,
} from '../../../components/list-controls';
import { StatusFilterChips } from '../../../components/status-filter-chips';
import type { BankRequest } from '../../../data/bank-requests/converter';
import { useBankRequestStatusCounts } from '../../../data/bank-requests/get-status-counts';
import { NO_BANK_REQUEST_FILTERS, UNASSIGNED } from '../../../data/bank-requests/keys';
import {
  getAllBankRequests,
  useBankRequestsPage,
} from '../../../data/bank-requests/list-bank-requests-page';
import type { BankRequestCursor } from '../../../data/bank-requests/list-query';
import type { CurrentStaff } from '../../../data/users/session-user';
import { downloadCsv } from '../../../lib/csv';
import { isPermissionDenied } from '../../../lib/error-code';
import { formatDateTime } from '../../../lib/format';
import { buildBankRequestsCsv, bankRequestsCsvFileName } from '../utils/csv';
import { contactTimeLabel, productLabel, requestStatusLabel } from '../utils/labels';
import { BankRequestPanel } from './bank-request-panel';
import { BankRequestStatusPill } from './status-pill';
import { useBankDeskParams } from './use-bank-desk-params';
import { useListWords } from './use-list-words';

export interface BankRequestListProps {
  currentUser: CurrentStaff;
  staffOptions: readonly StaffChoice[] | undefined;
  staffUnavailable?: boolean;
}

/** The requests tab: counts per status, filters, cursor pages of 25, CSV, the open request. */
export function BankRequestList({
  currentUser,
  staffOptions,
  staffUnavailable,
}: BankRequestListProps) {
  const { t } = useTranslation('bank-services');
  const words = useListWords('requests');
  const { requestFilters: filters, update, openRequestId, searchParams } = useBankDeskParams();
  const counts = useBankRequestStatusCounts();
  const { pageIndex, after, goNext, goPrevious } = useCursorStack<BankRequestCursor>(
    JSON.stringify(filters),
  );
  const page = useBankRequestsPage(filters, pageIndex, after);
  const { exporting, exportCsv } = useListExport({
    run: async (onProgress) => {
      const rows = await getAllBankRequests(filters, onProgress);
      downloadCsv(buildBankRequestsCsv(rows), bankRequestsCsvFileName(new Date()));
      return rows.length;
    },
    exported: (count) => t('exported', { count }),
    failed: (error) => (isPermissionDenied(error) ? t('readDenied') : t('exportFailed')),
  });

  const filtered = !!(filters.status || filters.assignee);
  const total = counts.data
    ? BANK_REQUEST_STATUSES.reduce((sum, status) => sum + counts.data[status], 0)
    : undefined;
  const linkTo = (requestId: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('request', requestId);
    return { search: `?${next.toString()}` };
  };

  const columns: DataTableColumn<BankRequest>[] = [
    {
      id: 'reference',
      header: t('requests.table.reference'),
      rowHeader: true,
      cell: (request) => (
        <Link
          to={linkTo(request.id)}
          aria-current={request.id === openRequestId ? 'true' : undefined}
        >
          {request.reference ?? t('referencePending')}
        </Link>
      ),
    },
    { id: 'name', header: t('requests.table.name'), cell: (request) => request.name },
    {
      id: 'product',
      header: t('requests.table.product'),
      cell: (request) => productLabel(request.product),
    },
    {
      id: 'country',
      header: t('requests.table.country'),
      cell: (request) => request.countryOfResidence || '—',
    },
    {
      id: 'contactTime',
      header: t('requests.table.contactTime'),
      cell: (request) => contactTimeLabel(request.preferredContactTime),
    },
    {
      id: 'received',
      header: t('requests.table.received'),
      cell: (request) => formatDateTime(request.createdAt),
    },
    {
      id: 'status',
      header: t('requests.table.status'),
      cell: (request) => <BankRequestStatusPill status={request.status} />,
    },
    assigneeColumn({ header: t('requests.table.assignee'), unassigned: t('unassigned') }),
  ];

  return (
    <>
      <StatusFilterChips
        label={t('requests.counts')}
        statuses={BANK_REQUEST_STATUSES}
        selected={filters.status}
        onSelect={(status) => update({ status })}
        allLabel={t('countsAll')}
        statusLabel={requestStatusLabel}
        total={total}
        count={(status) => counts.data?.[status]}
      >
        {counts.isError && <p className="text-muted">{t('countsFailed')}</p>}
      </StatusFilterChips>

      <div className="field-grid" role="search" aria-label={t('requests.filters')}>
        <StatusFilter
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          statuses={BANK_REQUEST_STATUSES}
          statusLabel={requestStatusLabel}
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
      </div>

      <div className="apps-toolbar">
        <ListToolbarActions
          filtered={filtered}
          onClear={() => update({ ...NO_BANK_REQUEST_FILTERS })}
          clearLabel={t('filters.clear')}
          exporting={exporting}
          exportDisabled={page.isError || (pageIndex === 0 && !page.data?.rows.length)}
          onExport={() => void exportCsv()}
          exportLabel={t('export')}
          exportingLabel={(count) => t('exporting', { count })}
        />
      </div>

      <CursorListResults
        page={page}
        pageIndex={pageIndex}
        filtered={filtered}
        isPermissionDenied={isPermissionDenied}
        words={words}
        onPrevious={goPrevious}
        onNext={(last) => goNext(last as BankRequestCursor | null)}
        table={(rows, busy) => (
          <DataTable
            caption={t('requests.table.caption')}
            columns={columns}
            rows={rows}
            rowKey={(request) => request.id}
            busy={busy}
          />
        )}
      />

      {openRequestId && (
        <BankRequestPanel
          key={openRequestId}
          requestId={openRequestId}
          currentUser={currentUser}
          staffOptions={staffOptions}
          staffUnavailable={staffUnavailable}
          onClose={() => update({ request: null })}
        />
      )}
    </>
  );
}
