import type { ReportRange } from '@centre/domain/reports';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { HeadedTable, type TableRow } from '../../../components/headed-table';
import { csvFileName, downloadCsv } from '../../../lib/csv';
import type { ReportNames } from '../utils/names';
import { CountChart, type CountChartProps } from './bar-chart';
import type { CountKey } from '../utils/report-csv';
import { useReportFormat } from './use-report-format';

/** Downloads a report's table as CSV, named after the report and its range. */
export function ExportButton({
  csv,
  name,
  range,
  label,
}: {
  csv: () => string;
  name: string;
  range: ReportRange;
  label?: string;
}) {
  const { t } = useTranslation('reports');
  return (
    <Button
      variant="secondary"
      className="report-export"
      onClick={() =>
        downloadCsv(csv(), csvFileName(`report-${name}-${range.from}-${range.to}`, new Date()))
      }
    >
      {label ?? t('export')}
    </Button>
  );
}

/** A report's table: a caption, column headers, one header cell per row. */
export function ReportTable(props: {
  caption: string;
  columns: readonly string[];
  rows: readonly TableRow[];
}) {
  return <HeadedTable className="data-table" frameClassName="report-table" {...props} />;
}

/**
 * The controls above a report: each applies as it changes, so the form never submits; not
 * printed.
 */
export function ReportControls({ label, children }: { label: string; children: ReactNode }) {
  return (
    <form
      className="report-controls no-print"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
    </form>
  );
}

/** A report's section: a heading, then its chart, figures and table. */
export function ReportSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="report-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * A report's section of one count chart, which the section's title names too unless `chartTitle`
 * says otherwise; `children` (a table) follow the chart.
 */
export function CountSection({
  id,
  title,
  chartTitle = title,
  children,
  ...chart
}: Omit<CountChartProps, 'title'> & {
  id: string;
  title: string;
  chartTitle?: string;
  children?: ReactNode;
}) {
  return (
    <ReportSection id={id} title={title}>
      <CountChart title={chartTitle} {...chart} />
      {children}
    </ReportSection>
  );
}

/**
 * A report's counts by service, after the button that exports them: the service's name, then the
 * counts named in `columns` (key: column header), in that order.
 */
export function ServiceCountsTable<Row extends { serviceId: string }>({
  caption,
  rows,
  names,
  columns,
  exportAs,
}: {
  caption: string;
  rows: readonly Row[];
  names: ReportNames;
  columns: Readonly<Partial<Record<CountKey<Row>, string>>>;
  exportAs: { csv: () => string; name: string; range: ReportRange };
}) {
  const { t, figure } = useReportFormat();
  const keys = Object.keys(columns) as CountKey<Row>[];
  return (
    <>
      <ExportButton {...exportAs} />
      <ReportTable
        caption={caption}
        columns={[t('columns.service'), ...keys.map((key) => columns[key] ?? '')]}
        rows={rows.map((row) => ({
          key: row.serviceId,
          head: names.service(row.serviceId),
          cells: keys.map((key) => figure(row[key] as number)),
        }))}
      />
    </>
  );
}
