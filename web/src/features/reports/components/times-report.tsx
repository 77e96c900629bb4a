import { useTranslation } from 'react-i18next';
import type { ReportSummary, ServiceTimes } from '@centre/domain/reports';
import type { ReportNames } from '../utils/names';
import { timesCsv } from '../utils/report-csv';
import { BarChart } from './bar-chart';
import { KeyFigures } from '../../../components/key-figures';
import { ExportButton, ReportSection, ReportTable } from './report-parts';
import { useReportFormat } from './use-report-format';

/** Waiting and service times by service and by member of staff, and the share above target. */
export function TimesReport({ summary, names }: { summary: ReportSummary; names: ReportNames }) {
  const { t } = useTranslation('reports');
  const { figure, minutes, share } = useReportFormat();
  const { times } = summary;
  const target = times.targetMinutes;
  const columns = [
    t('times.waits'),
    t('times.averageWait'),
    t('times.medianWait'),
    t('times.p90Wait'),
    t('times.aboveTarget', { target }),
    t('times.averageService'),
    t('times.medianService'),
    t('times.p90Service'),
  ];
  const cells = (row: ServiceTimes) => [
    figure(row.wait.count),
    minutes(row.wait.average),
    minutes(row.wait.median),
    minutes(row.wait.p90),
    share(row.waitAboveTarget),
    minutes(row.service.average),
    minutes(row.service.median),
    minutes(row.service.p90),
  ];
  return (
    <>
      <KeyFigures
        label={t('times.figures')}
        items={[
          { label: t('times.waits'), value: figure(times.wait.count), testId: 'times-waits' },
          {
            label: t('times.averageWait'),
            value: minutes(times.wait.average),
            testId: 'times-average',
          },
          {
            label: t('times.medianWait'),
            value: minutes(times.wait.median),
            testId: 'times-median',
          },
          { label: t('times.p90Wait'), value: minutes(times.wait.p90), testId: 'times-p90' },
          {
            label: t('times.aboveTarget', { target }),
            value: share(times.waitAboveTarget),
            testId: 'times-above-target',
          },
          {
            label: t('times.medianService'),
            value: minutes(times.service.median),
            testId: 'times-service-median',
          },
        ]}
      />
      <ReportSection id="report-times-chart" title={t('times.chartTitle')}>
        <BarChart
          title={t('times.chartTitle')}
          summary={
            times.wait.count > 0
              ? t('times.chartSummary', {
                  count: times.wait.count,
                  median: minutes(times.wait.median),
                  p90: minutes(times.wait.p90),
                  share: share(times.waitAboveTarget),
                  target,
                })
              : t('times.empty')
          }
          categoryHeader={t('columns.service')}
          categories={times.byService.map((row) => ({
            key: row.serviceId,
            label: names.service(row.serviceId),
            values: { median: row.wait.median, p90: row.wait.p90 },
          }))}
          series={[
            { key: 'median', label: t('times.medianWait') },
            { key: 'p90', label: t('times.p90Wait') },
          ]}
          format={minutes}
          testId="times-chart"
        />
      </ReportSection>
      <ReportSection id="report-times-tables" title={t('times.tablesTitle')}>
        <ExportButton csv={() => timesCsv(summary, names)} name="times" range={summary.range} />
        <ReportTable
          caption={t('times.byServiceTitle')}
          columns={[t('columns.service'), ...columns]}
          rows={times.byService.map((row) => ({
            key: row.serviceId,
            head: names.service(row.serviceId),
            cells: cells(row),
          }))}
        />
        <ReportTable
          caption={t('times.byStaffTitle')}
          columns={[t('columns.staff'), ...columns]}
          rows={times.byStaff.map((row) => ({
            key: row.staffId,
            head: names.staff(row.staffId),
            cells: cells(row),
          }))}
        />
      </ReportSection>
    </>
  );
}
