import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import toast from '../lib/toast';
import { Link } from 'react-router-dom';
import { Button } from './button';
import { CursorPager } from './cursor-pager';
import type { DataTableColumn } from './data-table';
import { SelectInput } from './select-input';
import { LoadFailedNotice } from './load-failed-notice';
import { Spinner } from './spinner';

// The pieces of a back-office list (applications, licence renewals): its filters, toolbar, states,
// cursor pager and the columns every record list has.

// The pager lives in its own module, so that a list without filters or export (the contact form
// inbox) loads neither the toast library nor the select input with it.
export { CursorPager, useCursorStack } from './cursor-pager';

/**
 * A list's CSV export: `run` reads every row (reporting how many so far), downloads the file and
 * resolves with the row count; `exporting` is that count while it runs (null: idle). A toast says
 * how it went.
 */
export function useListExport({
  run,
  exported,
  failed,
}: {
  run: (onProgress: (count: number) => void) => Promise<number>;
  exported: (count: number) => string;
  failed: (error: unknown) => string;
}) {
  const [exporting, setExporting] = useState<number | null>(null);
  const exportCsv = async () => {
    setExporting(0);
    try {
      const count = await run(setExporting);
      toast.success(exported(count));
    } catch (error) {
      toast.error(failed(error));
    } finally {
      setExporting(null);
    }
  };
  return { exporting, exportCsv };
}

/** The toolbar's actions: clear the filters (when any is set) and export the list as CSV. */
export function ListToolbarActions({
  filtered,
  onClear,
  clearLabel,
  exporting,
  exportDisabled,
  onExport,
  exportLabel,
  exportingLabel,
}: {
  filtered: boolean;
  onClear: () => void;
  clearLabel: string;
  /** Rows read so far while exporting; null: idle. */
  exporting: number | null;
  exportDisabled: boolean;
  onExport: () => void;
  exportLabel: string;
  exportingLabel: (count: number) => string;
}) {
  return (
    <div className="apps-toolbar__actions">
      {filtered && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          {clearLabel}
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        loading={exporting !== null}
        disabled={exportDisabled}
        onClick={onExport}
      >
        {exporting === null ? exportLabel : exportingLabel(exporting)}
      </Button>
    </div>
  );
}

/** A list page while it loads. */
export function ListPending({ label }: { label: string }) {
  return (
    <div className="empty-state">
      <Spinner label={label} />
    </div>
  );
}

/** A list's status filter: every status (the empty value), then each status by its label. */
export function StatusFilter<TStatus extends string>({
  label,
  allLabel,
  statuses,
  statusLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  statuses: readonly TStatus[];
  statusLabel: (status: TStatus) => string;
  value: string;
  onChange: (status: string) => void;
}) {
  return (
    <SelectInput
      label={label}
      options={[
        { value: '', label: allLabel },
        ...statuses.map((status) => ({ value: status, label: statusLabel(status) })),
      ]}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * A list's assignee filter: anyone (the empty value), nobody (`unassignedValue`), the active
 * staff, and a chosen assignee that is not (or not yet) among them, so that it stays selectable
 * while the staff list loads.
 */
export function AssigneeFilter({
  label,
  staff,
  staffUnavailable,
  value,
  unassignedValue,
  words,
  onChange,
}: {
  label: string;
  /** Active staff; undefined while loading or unreadable. */
  staff: readonly { value: string; label: string }[] | undefined;
  staffUnavailable: boolean | undefined;
  value: string;
  unassignedValue: string;
  /** The filter's words, in the page's language. */
  words: (key: 'anyone' | 'unassigned' | 'staffUnavailable') => string;
  onChange: (assignee: string) => void;
}) {
  const options = [
    { value: '', label: words('anyone') },
    { value: unassignedValue, label: words('unassigned') },
    ...(staff ?? []).map((member) => ({ value: member.value, label: member.label })),
  ];
  if (value && !options.some((option) => option.value === value)) {
    options.push({ value, label: value });
  }
  return (
    <SelectInput
      label={label}
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={staffUnavailable ? words('staffUnavailable') : undefined}
    />
  );
}

/** A record list's reference column: it names the row and links to the record's page. */
export function referenceColumn<T extends { id: string; reference: string | null }>({
  header,
  basePath,
  pending,
}: {
  header: string;
  /** The records' page: a row links to `${basePath}/{id}`. */
  basePath: string;
  /** Shown while the record has no reference yet. */
  pending: ReactNode;
}): DataTableColumn<T> {
  return {
    id: 'reference',
    header,
    rowHeader: true,
    className: 'apps-table__reference',
    cell: (record) => (
      <Link to={`${basePath}/${encodeURIComponent(record.id)}`}>{record.reference ?? pending}</Link>
    ),
  };
}

/** A record list's assignee column: who works on the record, or the words for nobody. */
export function assigneeColumn<
  T extends { assignedTo: string | null; assignedToName: string | null },
>({ header, unassigned }: { header: string; unassigned: string }): DataTableColumn<T> {
  return {
    id: 'assignee',
    header,
    cell: (record) =>
      record.assignedTo ? (
        (record.assignedToName ?? record.assignedTo)
      ) : (
        <span className="text-muted">{unassigned}</span>
      ),
  };
}

/** The words of a cursor-paged list's states and pager, in the page's language. */
export interface CursorListWords {
  loading: string;
  loadFailed: string;
  readDenied: string;
  tryAgain: string;
  empty: string;
  emptyFiltered: string;
  noMore: string;
  pagerLabel: string;
  page: (page: number) => string;
  previous: string;
  next: string;
}

type CursorListKey =
  | 'list.loading'
  | 'list.loadFailed'
  | 'list.empty'
  | 'list.emptyFiltered'
  | 'list.noMore'
  | 'readDenied'
  | 'tryAgain'
  | 'pager.label'
  | 'pager.page'
  | 'pager.previous'
  | 'pager.next';

/**
 * The words of a cursor-paged list from a namespace that keeps them under the usual keys
 * (`list.loading`, `list.loadFailed`, `list.empty`, `list.emptyFiltered`, `list.noMore`,
 * `readDenied`, `tryAgain`, `pager.label`, `pager.page`, `pager.previous`, `pager.next`).
 * The caller passes its namespace's `t`, so the type checker proves that namespace has every key
 * (the parameter is not called `t`: the locale test's scan would look for these keys in common).
 */
export function cursorListWords(word: (key: CursorListKey, options?: { page: number }) => string) {
  return {
    loading: word('list.loading'),
    loadFailed: word('list.loadFailed'),
    readDenied: word('readDenied'),
    tryAgain: word('tryAgain'),
    empty: word('list.empty'),
    emptyFiltered: word('list.emptyFiltered'),
    noMore: word('list.noMore'),
    pagerLabel: word('pager.label'),
    page: (number: number) => word('pager.page', { page: number }),
    previous: word('pager.previous'),
    next: word('pager.next'),
  } satisfies CursorListWords;
}

/**
 * A cursor-paged list's rows in their states: loading, refused, failed (with a retry), empty
 * (filtered or not, or past the last page), else `table` with the rows; then the pager.
 */
export function CursorListResults<T>({
  page,
  pageIndex,
  filtered,
  isPermissionDenied,
  words,
  onPrevious,
  onNext,
  table,
}: {
  page: Pick<
    UseQueryResult<{ rows: T[]; last: unknown; full: boolean }>,
    'isPending' | 'isError' | 'error' | 'data' | 'isFetching' | 'isPlaceholderData' | 'refetch'
  >;
  pageIndex: number;
  filtered: boolean;
  isPermissionDenied: (error: unknown) => boolean;
  words: CursorListWords;
  onPrevious: () => void;
  /** To the page after the one that ended at `last`. */
  onNext: (last: unknown) => void;
  table: (rows: readonly T[], busy: boolean) => ReactNode;
}) {
  const rows = page.data?.rows ?? [];
  const hasNext = !!page.data?.full;
  const denied = page.isError && isPermissionDenied(page.error);
  return (
    <>
      {page.isPending ? (
        <ListPending label={words.loading} />
      ) : page.isError ? (
        <LoadFailedNotice
          message={denied ? words.readDenied : words.loadFailed}
          onRetry={denied ? undefined : () => void page.refetch()}
          retryLabel={words.tryAgain}
        />
      ) : rows.length === 0 ? (
        <div className="empty-state">
          <p>{filtered ? words.emptyFiltered : pageIndex > 0 ? words.noMore : words.empty}</p>
        </div>
      ) : (
        table(rows, page.isPlaceholderData)
      )}
      {!page.isError && (pageIndex > 0 || hasNext) && (
        <CursorPager
          label={words.pagerLabel}
          summary={words.page(pageIndex + 1)}
          pageIndex={pageIndex}
          hasNext={hasNext}
          fetching={page.isFetching}
          onPrevious={onPrevious}
          onNext={() => onNext(page.data?.last)}
          previousLabel={words.previous}
          nextLabel={words.next}
        />
      )}
    </>
  );
}
