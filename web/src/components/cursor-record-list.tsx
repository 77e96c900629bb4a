import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CursorPage } from '../data/cursor-pages';
import { isPermissionDenied } from '../lib/error-code';
import type { StaffChoice } from './assignee-form';
import { DataTable, type DataTableColumn } from './data-table';
import {
  AssigneeFilter,
  CursorListResults,
  ListToolbarActions,
  StatusFilter,
  useListExport,
  type CursorListWords,
} from './list-controls';
import { StatusCountChips } from './status-filter-chips';

/** The words of a record list, in the page's language. */
export interface CursorRecordListWords extends CursorListWords {
  /** The status chips' navigation. */
  counts: string;
  countsAll: string;
  countsFailed: string;
  /** The filters' search region. */
  filters: string;
  status: string;
  allStatuses: string;
  assignee: (key: 'anyone' | 'unassigned' | 'staffUnavailable') => string;
  clear: string;
  export: string;
  exporting: (count: number) => string;
  exported: (count: number) => string;
  exportFailed: string;
  caption: string;
}

export interface CursorRecordListProps<
  S extends string,
  T extends { id: string },
  K extends string,
> {
  words: CursorRecordListWords;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  counts: { data?: Readonly<Record<S, number>>; isError: boolean };
  /** The list's filters ('' means any) and their update: the status and the `person.key`. */
  filters: { readonly status: string } & Readonly<Record<K, string>>;
  update: (changes: Partial<Record<'status' | K, string>>) => void;
  /** Who works on the rows (an assignee, a client's agent): its filter's key and label. */
  person: { key: K; label: string };
  /** The person filter's value for nobody. */
  unassignedValue: string;
  staffOptions: readonly StaffChoice[] | undefined;
  staffUnavailable?: boolean;
  /** Fields before the status filter (a search) and after the person filter (a checkbox). */
  leadingFilters?: ReactNode;
  trailingFilters?: ReactNode;
  filtered: boolean;
  onClear: () => void;
  page: Pick<
    UseQueryResult<CursorPage<T>>,
    'isPending' | 'isError' | 'error' | 'data' | 'isFetching' | 'isPlaceholderData' | 'refetch'
  >;
  /** The list's cursor stack (useCursorStack): where the page starts, and the moves. */
  cursor: {
    pageIndex: number;
    goNext: (last: CursorPage<T>['last'] | undefined) => void;
    goPrevious: () => void;
  };
  /** Reads every matching row, downloads the CSV and resolves with the row count. */
  exportAll: (onProgress: (count: number) => void) => Promise<number>;
  columns: readonly DataTableColumn<T>[];
}

/**
 * A back-office record list (the bank desk's tabs, licence renewals): counts per status, the
 * filters, the toolbar (clear, CSV), then cursor pages of the rows in a table.
 */
export function CursorRecordList<S extends string, T extends { id: string }, K extends string>(
  props: CursorRecordListProps<S, T, K>,
) {
  const { words, page, cursor, filters, update, person } = props;
  const onStatus = (status: string) => update({ status } as Partial<Record<'status' | K, string>>);
  const { pageIndex } = cursor;
  const { exporting, exportCsv } = useListExport({
    run: props.exportAll,
    exported: words.exported,
    failed: (error) => (isPermissionDenied(error) ? words.readDenied : words.exportFailed),
  });
  return (
    <>
      <StatusCountChips
        label={words.counts}
        statuses={props.statuses}
        selected={filters.status}
        onSelect={onStatus}
        allLabel={words.countsAll}
        statusLabel={props.statusLabel}
        counts={props.counts}
        failedLabel={words.countsFailed}
      />
      <div className="field-grid" role="search" aria-label={words.filters}>
        {props.leadingFilters}
        <StatusFilter
          label={words.status}
          allLabel={words.allStatuses}
          statuses={props.statuses}
          statusLabel={props.statusLabel}
          value={filters.status}
          onChange={onStatus}
        />
        <AssigneeFilter
          label={person.label}
          staff={props.staffOptions}
          staffUnavailable={props.staffUnavailable}
          value={filters[person.key]}
          unassignedValue={props.unassignedValue}
          words={words.assignee}
          onChange={(uid) => update({ [person.key]: uid } as Partial<Record<'status' | K, string>>)}
        />
        {props.trailingFilters}
      </div>
      <div className="apps-toolbar">
        <ListToolbarActions
          filtered={props.filtered}
          onClear={props.onClear}
          clearLabel={words.clear}
          exporting={exporting}
          exportDisabled={page.isError || (pageIndex === 0 && !page.data?.rows.length)}
          onExport={() => void exportCsv()}
          exportLabel={words.export}
          exportingLabel={words.exporting}
        />
      </div>
      <CursorListResults
        page={page}
        pageIndex={pageIndex}
        filtered={props.filtered}
        isPermissionDenied={isPermissionDenied}
        words={words}
        onPrevious={cursor.goPrevious}
        onNext={() => cursor.goNext(page.data?.last)}
        table={(rows, busy) => (
          <DataTable
            caption={words.caption}
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
