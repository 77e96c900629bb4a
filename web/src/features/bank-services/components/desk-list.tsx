import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffChoice } from '../../../components/assignee-form';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import {
  AssigneeFilter,
  CursorListResults,
  ListToolbarActions,
  StatusFilter,
  useListExport,
} from '../../../components/list-controls';
import { StatusCountChips } from '../../../components/status-filter-chips';
import type { CursorPage } from '../../../data/cursor-pages';
import { UNASSIGNED } from '../../../data/bank-requests/keys';
import { isPermissionDenied } from '../../../lib/error-code';
import type { BankDeskTab } from './use-bank-desk-params';
import { useListWords } from './use-list-words';

export interface DeskListProps<S extends string, T extends { id: string }> {
  tab: BankDeskTab;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  counts: { data?: Readonly<Record<S, number>>; isError: boolean };
  status: string;
  onStatus: (status: string) => void;
  /** Who works on the rows (a request's assignee, a client's agent): its filter. */
  person: { label: string; value: string; onChange: (uid: string) => void };
  staffOptions: readonly StaffChoice[] | undefined;
  staffUnavailable?: boolean;
  /** Fields before the status filter (the clients' search). */
  leadingFilters?: ReactNode;
  filtered: boolean;
  onClear: () => void;
  page: Pick<
    UseQueryResult<CursorPage<T>>,
    'isPending' | 'isError' | 'error' | 'data' | 'isFetching' | 'isPlaceholderData' | 'refetch'
  >;
  pageIndex: number;
  goNext: (last: unknown) => void;
  goPrevious: () => void;
  /** Reads every matching row, downloads the CSV and resolves with the row count. */
  exportAll: (onProgress: (count: number) => void) => Promise<number>;
  columns: readonly DataTableColumn<T>[];
}

/** A tab of the desk: counts per status, filters, toolbar (clear, CSV), cursor pages of 25. */
export function DeskList<S extends string, T extends { id: string }>(props: DeskListProps<S, T>) {
  const { t } = useTranslation('bank-services');
  const words = useListWords(props.tab);
  const { exporting, exportCsv } = useListExport({
    run: props.exportAll,
    exported: (count) => t('exported', { count }),
    failed: (error) => (isPermissionDenied(error) ? t('readDenied') : t('exportFailed')),
  });
  const { page, pageIndex } = props;
  return (
    <>
      <StatusCountChips
        label={t(`${props.tab}.counts`)}
        statuses={props.statuses}
        selected={props.status}
        onSelect={props.onStatus}
        allLabel={t('countsAll')}
        statusLabel={props.statusLabel}
        counts={props.counts}
        failedLabel={t('countsFailed')}
      />
      <div className="field-grid" role="search" aria-label={t(`${props.tab}.filters`)}>
        {props.leadingFilters}
        <StatusFilter
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          statuses={props.statuses}
          statusLabel={props.statusLabel}
          value={props.status}
          onChange={props.onStatus}
        />
        <AssigneeFilter
          label={props.person.label}
          staff={props.staffOptions}
          staffUnavailable={props.staffUnavailable}
          value={props.person.value}
          unassignedValue={UNASSIGNED}
          words={(key) => t(`filters.${key}`)}
          onChange={props.person.onChange}
        />
      </div>
      <div className="apps-toolbar">
        <ListToolbarActions
          filtered={props.filtered}
          onClear={props.onClear}
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
        filtered={props.filtered}
        isPermissionDenied={isPermissionDenied}
        words={words}
        onPrevious={props.goPrevious}
        onNext={props.goNext}
        table={(rows, busy) => (
          <DataTable
            caption={t(`${props.tab}.table.caption`)}
            columns={props.columns}
            rows={rows}
            rowKey={(row) => row.id}
            busy={busy}
          />
        )}
      />
    </>
  );
}
