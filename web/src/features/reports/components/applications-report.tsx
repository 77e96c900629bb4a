import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '@centre/domain/applications';
import {
  DAY_BUCKETS,
  DECIDED_APPLICATION_STATUSES,
  type ReportSummary,
} from '@centre/domain/reports';
import { labelOf } from '../../../lib/labels';
import type { ReportNames } from '../utils/names';
import { applicationsCsv } from '../utils/report-csv';
import { BarChart } from './bar-chart';
import { ExportButton, Figures, ReportSection, ReportTable } from './report-parts';
import { useReportFormat } from './use-report-format';

/** Applications received: by status and service, the age of open ones, the time to decision. */
export function ApplicationsReport({
  summary,
  names,
}: {
  summary: ReportSummary;
  names: ReportNames;
}) {
  const { t } = useTranslation('reports');
  const { figure, days, dayBucket } = useReportFormat();
  const { applications } = summary;
  const open = applications.openAge.reduce((sum, n) => sum + n, 0);
  const decided = DECIDED_APPLICATION_STATUSES.reduce(
    (sum, status) => sum + applications.byStatus[status],
    0,
  );
  return (
    <>
      <Figures
        label={t('applications.figures')}
        items={[
          {
            label: t('applications.received'),
            value: figure(applications.received),
            testId: 'applications-received',
          },
          { label: t('applications.open'), value: figure(open), testId: 'applications-open' },
          {
            label: t('applications.decided'),
            value: figure(decided),
            testId: 'applications-decided',
          },
          {
            label: t('applications.decisionAverage'),
            value: days(applications.decision.average),
            testId: 'applications-decision-average',
          },
          {
            label: t('applications.decisionMedian'),
            value: days(applications.decision.median),
            testId: 'applications-decision-median',
          },
          {
            label: t('applications.decisionP90'),
            value: days(applications.decision.p90),
            testId: 'applications-decision-p90',
          },
        ]}
      />
      <ReportSection id="report-applications-status" title={t('applications.byStatusTitle')}>
        <BarChart
          title={t('applications.byStatusTitle')}
          summary={t('applications.byStatusSummary', {
            count: applications.received,
            open,
            decided,
          })}
          categoryHeader={t('columns.status')}
          categories={APPLICATION_STATUSES.map((status) => ({
            key: status,
            label: labelOf(APPLICATION_STATUS_LABELS, status),
            values: { count: applications.byStatus[status] },
          }))}
          series={[{ key: 'count', label: t('applications.received') }]}
          format={figure}
          testId="applications-status-chart"
        />
      </ReportSection>
      <ReportSection id="report-applications-age" title={t('applications.ageTitle')}>
        <BarChart
          title={t('applications.ageTitle')}
          summary={t('applications.ageSummary', { count: open })}
          categoryHeader={t('columns.age')}
          categories={DAY_BUCKETS.map((_, index) => ({
            key: String(index),
            label: dayBucket(index),
            values: { count: applications.openAge[index] ?? 0 },
          }))}
          series={[{ key: 'count', label: t('applications.open') }]}
          format={figure}
          testId="applications-age-chart"
        />
      </ReportSection>
      <ReportSection id="report-applications-service" title={t('applications.byServiceTitle')}>
        <ExportButton
          csv={() => applicationsCsv(summary, names)}
          name="applications"
          range={summary.range}
        />
        <ReportTable
          caption={t('applications.byServiceTitle')}
          columns={[
            t('columns.service'),
            t('applications.received'),
            t('applications.open'),
            t('applications.decided'),
          ]}
          rows={applications.byService.map((row) => ({
            key: row.serviceId,
            head: names.service(row.serviceId),
            cells: [figure(row.received), figure(row.open), figure(row.decided)],
          }))}
        />
      </ReportSection>
    </>
  );
}
