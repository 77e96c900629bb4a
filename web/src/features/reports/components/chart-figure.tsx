import { useId, type ReactNode } from 'react';
import { HeadedTable, type TableRow } from './report-parts';

/**
 * The frame of every report chart: the svg is an image named by its title and described by the
 * summary under it, and its figures are also a table, hidden on screen but read by screen readers
 * and printed. The chart draws only what goes inside the svg (and its legend, if any).
 */
export function ChartFigure({
  title,
  summary,
  width,
  height,
  testId,
  legend,
  table,
  children,
}: {
  title: string;
  summary: string;
  width: number;
  height: number;
  testId?: string;
  legend?: ReactNode;
  /** The figures' table: its column headers (the row headers' first) and rows. */
  table: { columns: readonly string[]; rows: readonly TableRow[] };
  children: ReactNode;
}) {
  const summaryId = useId();
  return (
    <figure className="report-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={title}
        aria-describedby={summaryId}
        data-testid={testId}
      >
        {children}
      </svg>
      {legend}
      <figcaption id={summaryId}>{summary}</figcaption>
      <HeadedTable className="visually-hidden report-chart__table" caption={title} {...table} />
    </figure>
  );
}
