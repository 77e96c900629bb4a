import type { ReactNode } from 'react';

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
}: {
  className: string;
  caption: string;
  columns: readonly string[];
  rows: readonly TableRow[];
}) {
  return (
    <table className={className}>
      <caption>{caption}</caption>
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
}
