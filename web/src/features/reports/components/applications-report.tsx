import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '@centre/domain/applications';
import {
  DAY_BUCKETS,
  DECIDED_APPLICATION_STATUSES,
  type ReportSummary,
} from '@centre/domain/reports';
import type { ReportNames } from '../utils/names';
import { applicationsCsv } from '../utils/report-csv';
import { countsOf } from './bar-chart';
import { KeyFigures } from '../../../components/key-figures';
import { CountSection, ReportSection, ServiceCountsTable } from './report-parts';
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
      <KeyFigures
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
      <CountSection
        id="report-applications-status"
        title={t('applications.byStatusTitle')}
        summary={t('applications.byStatusSummary', {
          count: applications.received,
          open,
          decided,
        })}
        categoryHeader={t('columns.status')}
        counts={countsOf(APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, applications.byStatus)}
        countLabel={t('applications.received')}
        testId="applications-status-chart"
      />
      <CountSection
        id="report-applications-age"
        title={t('applications.ageTitle')}
        summary={t('applications.ageSummary', { count: open })}
        categoryHeader={t('columns.age')}
        counts={DAY_BUCKETS.map((_, index) => ({
          key: String(index),
          label: dayBucket(index),
          count: applications.openAge[index] ?? 0,
        }))}
        countLabel={t('applications.open')}
        testId="applications-age-chart"
      />
      <ReportSection id="report-applications-service" title={t('applications.byServiceTitle')}>
        <ServiceCountsTable
          caption={t('applications.byServiceTitle')}
          rows={applications.byService}
          names={names}
          columns={{
            received: t('applications.received'),
            open: t('applications.open'),
            decided: t('applications.decided'),
          }}
          exportAs={{
            csv: () => applicationsCsv(summary, names),
            name: 'applications',
            range: summary.range,
          }}
        />
      </ReportSection>
    </>
  );
}
