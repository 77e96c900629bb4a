import { useId, type ReactNode } from 'react';
import { TableFrame } from './table-frame';

/** One column of a DataTable. */
export interface DataTableColumn<T> {
  /** Unique within the table (the React key of the header and the cells). */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Added to the column's cells (not its header). */
  className?: string;
  /** The cell that names the row: rendered as `<th scope="row">` instead of `<td>`. */
  rowHeader?: boolean;
}

/**
 * Makes the columns of a table whose headers are words named by the column's id:
 * `const column = headedColumns<Row, Id>((id) => t(\`table.${id}\`))`, then `column(id, cell)`.
 */
export function headedColumns<T, Id extends string>(header: (id: Id) => ReactNode) {
  return (id: Id, cell: DataTableColumn<T>['cell']): DataTableColumn<T> => ({
    id,
    header: header(id),
    cell,
  });
}

export interface DataTableProps<T> {
  /** Names the table for screen readers; shown above it unless `captionHidden`. */
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Class of the paragraph around `empty` ('empty-state' by default). */
  emptyClassName?: string;
  /** Added to the table's own class (`data-table`). */
  className?: string;
  /** The rows are being replaced (e.g. the next page loads): marks the table aria-busy. */
  busy?: boolean;
}

/** The staff lists' table: caption, column headers with `scope="col"`, one row per item. */
export function DataTable<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
  emptyClassName = 'empty-state',
  className,
  busy = false,
}: DataTableProps<T>) {
  const captionId = useId();
  if (rows.length === 0 && empty !== undefined) {
    return <p className={emptyClassName}>{empty}</p>;
  }
  return (
    // Wider than a phone, the table scrolls in its frame, which the keyboard reaches.
    <TableFrame className="table-wrap" labelledBy={captionId} busy={busy}>
      <table className={['data-table', className].filter(Boolean).join(' ')}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.id} scope="row" className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={column.className}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
