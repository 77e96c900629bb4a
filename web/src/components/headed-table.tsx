import { useId } from 'react';
import type { ReactNode } from 'react';
import { TableFrame } from './table-frame';

export interface TableRow {
  key: string;
  head: ReactNode;
  cells: readonly ReactNode[];
}

/** A table with a caption, column headers and one header cell per row. */
export function HeadedTable({
  className,
  caption,
  columns,
  rows,
  frameClassName,
}: {
  className: string;
  caption: string;
  columns: readonly string[];
  rows: readonly TableRow[];
  /**
   * The class of a frame the table scrolls in on a phone, named by the caption (TableFrame).
   */
  frameClassName?: string;
}) {
  const captionId = useId();
  const table = (
    <table className={className}>
      <caption id={frameClassName ? captionId : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.head}</th>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!frameClassName) return table;
  return (
    <TableFrame className={frameClassName} labelledBy={captionId}>
      {table}
    </TableFrame>
  );
}
