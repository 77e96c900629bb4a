import { useId, type ReactNode } from 'react';
import { HeadedTable, type TableRow } from './headed-table';
import './chart-figure.css';

/**
 * The frame of every chart: the svg is an image named by its title and described by the summary
 * under it, and its figures are also a table, hidden on screen but read by screen readers and
 * printed. The chart draws only what goes inside the svg (and its legend, if any).
 */
export function ChartFigure({
  title,
  summary,
  width,
  height,
  testId,
  className,
  legend,
  table,
  children,
}: {
  title: string;
  summary: string;
  width: number;
  height: number;
  testId?: string;
  /** Added to the figure's own class (`chart-figure`). */
  className?: string;
  legend?: ReactNode;
  /** The figures' table: its column headers (the row headers' first) and rows. */
  table: { columns: readonly string[]; rows: readonly TableRow[] };
  children: ReactNode;
}) {
  const summaryId = useId();
  return (
    <figure className={['chart-figure', className].filter(Boolean).join(' ')}>
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
      {/* Hidden in a block of its own: a table is as wide as its cells whatever its width, so
          hidden itself it would widen a phone's page (a sideways scroll on /reports at 412 px). */}
      <div className="visually-hidden chart-figure__table">
        <HeadedTable className="chart-figure__data" caption={title} {...table} />
      </div>
    </figure>
  );
}

/** A chart's key: each series' colour (a swatch, hidden from screen readers) and name. */
export function ChartLegend({
  label,
  items,
}: {
  /** The list's accessible name, if it needs one. */
  label?: string;
  items: readonly { key: string; label: string; colour: string }[];
}) {
  return (
    <ul className="chart-figure__legend" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <span
            className="chart-figure__swatch"
            style={{ background: item.colour }}
            aria-hidden="true"
          />{' '}
          {item.label}
        </li>
      ))}
    </ul>
  );
}
