import { BANK_REQUEST_STATUSES } from '@centre/domain/bank';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaffChoice } from '../../../components/assignee-form';
import { headedColumns, type DataTableColumn } from '../../../components/data-table';
import { assigneeColumn, useCursorStack } from '../../../components/list-controls';
import type { BankRequest } from '../../../data/bank-requests/converter';
import { useBankRequestStatusCounts } from '../../../data/bank-requests/get-status-counts';
import { NO_BANK_REQUEST_FILTERS } from '../../../data/bank-requests/keys';
import {
  getAllBankRequests,
  useBankRequestsPage,
} from '../../../data/bank-requests/list-bank-requests-page';
import type { BankRequestCursor } from '../../../data/bank-requests/list-query';
import type { CurrentStaff } from '../../../data/users/session-user';
import { bankCountryLabel } from '../../../lib/bank-country';
import { downloadCsv } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/format';
import { buildBankRequestsCsv, bankRequestsCsvFileName } from '../utils/csv';
import { contactTimeLabel, productLabel, requestStatusLabel } from '../utils/labels';
import { BankRequestPanel } from './bank-request-panel';
import { BankRequestStatusPill } from './status-pill';
import { useBankDeskParams } from './use-bank-desk-params';
import { DeskList } from './desk-list';

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
  const { requestFilters: filters, update, openRequestId, searchParams } = useBankDeskParams();
  const counts = useBankRequestStatusCounts();
  const cursor = useCursorStack<BankRequestCursor>(JSON.stringify(filters));
  const page = useBankRequestsPage(filters, cursor.pageIndex, cursor.after);
  const linkTo = (requestId: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('request', requestId);
    return { search: `?${next.toString()}` };
  };

  const column = headedColumns<
    BankRequest,
    'reference' | 'name' | 'product' | 'country' | 'contactTime' | 'received' | 'status'
  >((id) => t(`requests.table.${id}`));

  const columns: DataTableColumn<BankRequest>[] = [
    {
      ...column('reference', (request) => (
        <Link
          to={linkTo(request.id)}
          aria-current={request.id === openRequestId ? 'true' : undefined}
        >
          {request.reference ?? t('referencePending')}
        </Link>
      )),
      rowHeader: true,
    },
    column('name', (request) => request.name),
    column('product', (request) => productLabel(request.product)),
    column('country', (request) => bankCountryLabel(request.countryOfResidence)),
    column('contactTime', (request) => contactTimeLabel(request.preferredContactTime)),
    column('received', (request) => formatDateTime(request.createdAt)),
    column('status', (request) => <BankRequestStatusPill status={request.status} />),
    assigneeColumn({ header: t('requests.table.assignee'), unassigned: t('unassigned') }),
  ];

  return (
    <>
      <DeskList
        tab="requests"
        statuses={BANK_REQUEST_STATUSES}
        statusLabel={requestStatusLabel}
        counts={counts}
        filters={filters}
        update={update}
        person={{ key: 'assignee', label: t('filters.assignee') }}
        staffOptions={staffOptions}
        staffUnavailable={staffUnavailable}
        filtered={!!(filters.status || filters.assignee)}
        onClear={() => update({ ...NO_BANK_REQUEST_FILTERS })}
        page={page}
        cursor={cursor}
        exportAll={async (onProgress) => {
          const rows = await getAllBankRequests(filters, onProgress);
          downloadCsv(buildBankRequestsCsv(rows), bankRequestsCsvFileName(new Date()));
          return rows.length;
        }}
        columns={columns}
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
