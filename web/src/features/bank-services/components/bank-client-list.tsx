import { BANK_CLIENT_STATUSES } from '@centre/domain/bank';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaffChoice } from '../../../components/assignee-form';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import {
  AssigneeFilter,
  CursorListResults,
  ListToolbarActions,
  StatusFilter,
  useCursorStack,
  useListExport,
} from '../../../components/list-controls';
import { StatusFilterChips } from '../../../components/status-filter-chips';
import { TextInput } from '../../../components/text-input';
import type { BankClient } from '../../../data/bank-clients/converter';
import { useBankClientStatusCounts } from '../../../data/bank-clients/count-bank-clients';
import { NO_BANK_CLIENT_FILTERS, UNASSIGNED } from '../../../data/bank-clients/keys';
import {
  getAllBankClients,
  useBankClientsPage,
} from '../../../data/bank-clients/list-bank-clients-page';
import { bankClientSearchOf, type BankClientCursor } from '../../../data/bank-clients/list-query';
import { downloadCsv } from '../../../lib/csv';
import { isPermissionDenied } from '../../../lib/error-code';
import { formatDateTime } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { bankClientsCsvFileName, buildBankClientsCsv } from '../utils/csv';
import { clientStatusLabel, productLabel } from '../utils/labels';
import { bankClientPath } from '../utils/paths';
import { BankClientStatusPill } from './status-pill';
import { useBankDeskParams } from './use-bank-desk-params';
import { useListWords } from './use-list-words';

export interface BankClientListProps {
  staffOptions: readonly StaffChoice[] | undefined;
  staffUnavailable?: boolean;
}

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The clients tab: search, counts per status, filters, cursor pages of 25 and a CSV export. */
export function BankClientList({ staffOptions, staffUnavailable }: BankClientListProps) {
  const { t } = useTranslation('bank-services');
  const words = useListWords('clients');
  const { clientFilters: filters, update } = useBankDeskParams();
  const counts = useBankClientStatusCounts();
  const [typed, setTyped] = useState(filters.search);
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const tooShort = settled.trim() !== '' && bankClientSearchOf(settled) === null;

  // The settled text becomes the search (in the address); under 2 characters it searches nothing.
  useEffect(() => {
    const search = bankClientSearchOf(settled) ? settled.trim() : '';
    if (search !== filters.search) update({ q: search });
  }, [settled, filters.search, update]);

  const { pageIndex, after, goNext, goPrevious } = useCursorStack<BankClientCursor>(
    JSON.stringify(filters),
  );
  const page = useBankClientsPage(filters, pageIndex, after);
  const { exporting, exportCsv } = useListExport({
    run: async (onProgress) => {
      const rows = await getAllBankClients(filters, onProgress);
      downloadCsv(buildBankClientsCsv(rows), bankClientsCsvFileName(new Date()));
      return rows.length;
    },
    exported: (count) => t('exported', { count }),
    failed: (error) => (isPermissionDenied(error) ? t('readDenied') : t('exportFailed')),
  });

  const filtered = !!(filters.status || filters.agent || filters.search);
  const total = counts.data
    ? BANK_CLIENT_STATUSES.reduce((sum, status) => sum + counts.data[status], 0)
    : undefined;

  const columns: DataTableColumn<BankClient>[] = [
    {
      id: 'name',
      header: t('clients.table.name'),
      rowHeader: true,
      cell: (client) => (
        <Link to={bankClientPath(client.id)}>{client.name || t('clients.unnamed')}</Link>
      ),
    },
    { id: 'phone', header: t('clients.table.phone'), cell: (client) => client.phone || '—' },
    {
      id: 'products',
      header: t('clients.table.products'),
      cell: (client) => client.products.map(productLabel).join(', ') || '—',
    },
    {
      id: 'idNumber',
      header: t('clients.table.idNumber'),
      cell: (client) => client.idNumberMasked ?? '—',
    },
    {
      id: 'status',
      header: t('clients.table.status'),
      cell: (client) => <BankClientStatusPill status={client.status} />,
    },
    {
      id: 'agent',
      header: t('clients.table.agent'),
      cell: (client) =>
        client.agentId ? (
          (client.agentName ?? client.agentId)
        ) : (
          <span className="text-muted">{t('unassigned')}</span>
        ),
    },
    {
      id: 'updated',
      header: t('clients.table.updated'),
      cell: (client) => formatDateTime(client.updatedAt),
    },
  ];

  return (
    <>
      <StatusFilterChips
        label={t('clients.counts')}
        statuses={BANK_CLIENT_STATUSES}
        selected={filters.status}
        onSelect={(status) => update({ status })}
        allLabel={t('countsAll')}
        statusLabel={clientStatusLabel}
        total={total}
        count={(status) => counts.data?.[status]}
      >
        {counts.isError && <p className="text-muted">{t('countsFailed')}</p>}
      </StatusFilterChips>

      <div className="field-grid" role="search" aria-label={t('clients.filters')}>
        <TextInput
          type="search"
          label={t('clients.search.label')}
          helperText={tooShort ? t('clients.search.tooShort') : t('clients.search.helper')}
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        <StatusFilter
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          statuses={BANK_CLIENT_STATUSES}
          statusLabel={clientStatusLabel}
          value={filters.status}
          onChange={(status) => update({ status })}
        />
        <AssigneeFilter
          label={t('filters.agent')}
          staff={staffOptions}
          staffUnavailable={staffUnavailable}
          value={filters.agent}
          unassignedValue={UNASSIGNED}
          words={(key) => t(`filters.${key}`)}
          onChange={(agent) => update({ agent })}
        />
      </div>

      <div className="apps-toolbar">
        <ListToolbarActions
          filtered={filtered}
          onClear={() => {
            setTyped('');
            update({ ...NO_BANK_CLIENT_FILTERS, q: null });
          }}
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
        onNext={(last) => goNext(last as BankClientCursor | null)}
        table={(rows, busy) => (
          <DataTable
            caption={t('clients.table.caption')}
            columns={columns}
            rows={rows}
            rowKey={(client) => client.id}
            busy={busy}
          />
        )}
      />
    </>
  );
}
