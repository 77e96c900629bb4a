import { useId } from 'react';
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
  frameClassName,
}: {
  className: string;
  caption: string;
  columns: readonly string[];
  rows: readonly TableRow[];
  /**
   * A frame the table scrolls in when it is wider than the screen (a phone): a group named by
   * the caption that the keyboard can reach and scroll (WCAG 2.1.1), its class `frameClassName`.
   * A group, not a region: a landmark would repeat the section around it, often named alike.
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
    // A scrolling frame the keyboard can reach: focusable, and a group named by the caption.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={frameClassName} role="group" aria-labelledby={captionId} tabIndex={0}>
      {table}
    </div>
  );
}
