import { BANK_CLIENT_STATUSES } from '@centre/domain/bank';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaffChoice } from '../../../components/assignee-form';
import { headedColumns, type DataTableColumn } from '../../../components/data-table';
import { useCursorStack } from '../../../components/list-controls';
import { TextInput } from '../../../components/text-input';
import type { BankClient } from '../../../data/bank-clients/converter';
import { useBankClientStatusCounts } from '../../../data/bank-clients/count-bank-clients';
import { NO_BANK_CLIENT_FILTERS } from '../../../data/bank-clients/keys';
import {
  getAllBankClients,
  useBankClientsPage,
} from '../../../data/bank-clients/list-bank-clients-page';
import { bankClientSearchOf, type BankClientCursor } from '../../../data/bank-clients/list-query';
import { downloadCsv } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { bankClientsCsvFileName, buildBankClientsCsv } from '../utils/csv';
import { clientStatusLabel, productLabel } from '../utils/labels';
import { bankClientPath } from '../utils/paths';
import { BankClientStatusPill } from './status-pill';
import { useBankDeskParams } from './use-bank-desk-params';
import { DeskList } from './desk-list';

export interface BankClientListProps {
  staffOptions: readonly StaffChoice[] | undefined;
  staffUnavailable?: boolean;
}

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The clients tab: search, counts per status, filters, cursor pages of 25 and a CSV export. */
export function BankClientList({ staffOptions, staffUnavailable }: BankClientListProps) {
  const { t } = useTranslation('bank-services');
  const { clientFilters: filters, update } = useBankDeskParams();
  const counts = useBankClientStatusCounts();
  const [typed, setTyped] = useState(filters.search);
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const tooShort = settled.trim() !== '' && bankClientSearchOf(settled) === null;

  // Once typing pauses, the text becomes the search (in the address); under 2 characters it
  // searches nothing. Only a new settled text does: a cleared search is not brought back.
  const applied = useRef(settled);
  useEffect(() => {
    if (settled === applied.current) return;
    applied.current = settled;
    update({ q: bankClientSearchOf(settled) ? settled.trim() : null });
  }, [settled, update]);

  const cursor = useCursorStack<BankClientCursor>(JSON.stringify(filters));
  const page = useBankClientsPage(filters, cursor.pageIndex, cursor.after);
  const column = headedColumns<
    BankClient,
    'name' | 'phone' | 'products' | 'idNumber' | 'status' | 'agent' | 'updated'
  >((id) => t(`clients.table.${id}`));

  const columns: DataTableColumn<BankClient>[] = [
    {
      ...column('name', (client) => (
        <Link to={bankClientPath(client.id)}>{client.name || t('clients.unnamed')}</Link>
      )),
      rowHeader: true,
    },
    column('phone', (client) => client.phone || '—'),
    column('products', (client) => client.products.map(productLabel).join(', ') || '—'),
    column('idNumber', (client) => client.idNumberMasked ?? '—'),
    column('status', (client) => <BankClientStatusPill status={client.status} />),
    column('agent', (client) =>
      client.agentId ? (
        (client.agentName ?? client.agentId)
      ) : (
        <span className="text-muted">{t('unassigned')}</span>
      ),
    ),
    column('updated', (client) => formatDateTime(client.updatedAt)),
  ];

  return (
    <DeskList
      tab="clients"
      statuses={BANK_CLIENT_STATUSES}
      statusLabel={clientStatusLabel}
      counts={counts}
      filters={filters}
      update={update}
      person={{ key: 'agent', label: t('filters.agent') }}
      staffOptions={staffOptions}
      staffUnavailable={staffUnavailable}
      leadingFilters={
        <TextInput
          type="search"
          label={t('clients.search.label')}
          helperText={tooShort ? t('clients.search.tooShort') : t('clients.search.helper')}
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
      }
      filtered={!!(filters.status || filters.agent || filters.search)}
      onClear={() => {
        setTyped('');
        update({ ...NO_BANK_CLIENT_FILTERS, q: null });
      }}
      page={page}
      cursor={cursor}
      exportAll={async (onProgress) => {
        const rows = await getAllBankClients(filters, onProgress);
        downloadCsv(buildBankClientsCsv(rows), bankClientsCsvFileName(new Date()));
        return rows.length;
      }}
      columns={columns}
    />
  );
}
