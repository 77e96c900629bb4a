import { useTranslation } from 'react-i18next';
import {
  BANK_PRODUCTS,
  BANK_PRODUCT_LABELS,
  BANK_REQUEST_STATUSES,
  BANK_REQUEST_STATUS_LABELS,
  COMMISSION_CURRENCY,
} from '@centre/domain/bank';
import { JOB_STATUSES, JOB_STATUS_LABELS } from '@centre/domain/jobs';
import {
  LICENCE_RENEWAL_STATUSES,
  LICENCE_RENEWAL_STATUS_LABELS,
} from '@centre/domain/licence-renewals';
import type { ReportSummary } from '@centre/domain/reports';
import { labelOf } from '../../../lib/labels';
import { formatMoneyCents } from '../../../lib/money';
import type { ReportNames } from '../utils/names';
import { agentsCsv } from '../utils/report-csv';
import { CountChart, countsOf } from './bar-chart';
import { KeyFigures } from '../../../components/key-figures';
import { CountSection, ExportButton, ReportSection, ReportTable } from './report-parts';
import { useReportFormat } from './use-report-format';

/**
 * Jobs, licence renewals and the bank desk: each card appears only when its figures are not all
 * zero (a centre without a bank desk sees no bank card).
 */
export function OtherReport({ summary, names }: { summary: ReportSummary; names: ReportNames }) {
  const { t } = useTranslation('reports');
  const { figure, days } = useReportFormat();
  const { jobs, renewals, bank } = summary;
  const money = (cents: number) => formatMoneyCents(cents, COMMISSION_CURRENCY);
  const nothing =
    jobs.published === 0 &&
    renewals.received === 0 &&
    bank.requests === 0 &&
    bank.activations === 0 &&
    bank.commissions.count === 0;
  if (nothing) return <p className="text-muted">{t('other.empty')}</p>;
  return (
    <>
      {jobs.published > 0 && (
        <CountSection
          id="report-jobs"
          title={t('other.jobsTitle')}
          summary={t('other.jobsSummary', { count: jobs.published })}
          categoryHeader={t('columns.status')}
          counts={countsOf(JOB_STATUSES, JOB_STATUS_LABELS, jobs.byStatus)}
          countLabel={t('other.jobs')}
          testId="jobs-chart"
        />
      )}
      {renewals.received > 0 && (
        <ReportSection id="report-renewals" title={t('other.renewalsTitle')}>
          <KeyFigures
            label={t('other.renewalsTitle')}
            items={[
              {
                label: t('other.renewals'),
                value: figure(renewals.received),
                testId: 'renewals-received',
              },
              {
                label: t('other.decisionMedian'),
                value: days(renewals.decision.median),
                testId: 'renewals-decision-median',
              },
              { label: t('other.decisionP90'), value: days(renewals.decision.p90) },
            ]}
          />
          <CountChart
            title={t('other.renewalsTitle')}
            summary={t('other.renewalsSummary', {
              count: renewals.received,
              median: days(renewals.decision.median),
            })}
            categoryHeader={t('columns.status')}
            counts={countsOf(
              LICENCE_RENEWAL_STATUSES,
              LICENCE_RENEWAL_STATUS_LABELS,
              renewals.byStatus,
            )}
            countLabel={t('other.renewals')}
            testId="renewals-chart"
          />
        </ReportSection>
      )}
      {bank.requests > 0 && (
        <CountSection
          id="report-bank-requests"
          title={t('other.requestsTitle')}
          chartTitle={t('other.requestsByProduct')}
          summary={t('other.requestsSummary', { count: bank.requests })}
          categoryHeader={t('columns.product')}
          counts={countsOf(BANK_PRODUCTS, BANK_PRODUCT_LABELS, bank.requestsByProduct)}
          countLabel={t('other.requests')}
          testId="bank-requests-chart"
        >
          <ReportTable
            caption={t('other.requestsByStatus')}
            columns={[t('columns.status'), t('other.requests')]}
            rows={BANK_REQUEST_STATUSES.map((status) => ({
              key: status,
              head: labelOf(BANK_REQUEST_STATUS_LABELS, status),
              cells: [figure(bank.requestsByStatus[status])],
            }))}
          />
        </CountSection>
      )}
      {bank.activations > 0 && (
        <CountSection
          id="report-bank-activations"
          title={t('other.activationsTitle')}
          summary={t('other.activationsSummary', { count: bank.activations })}
          categoryHeader={t('columns.product')}
          counts={countsOf(BANK_PRODUCTS, BANK_PRODUCT_LABELS, bank.activationsByProduct)}
          countLabel={t('other.activations')}
          testId="bank-activations-chart"
        />
      )}
      {bank.commissions.count > 0 && (
        <ReportSection id="report-commissions" title={t('other.commissionsTitle')}>
          <KeyFigures
            label={t('other.commissionsTitle')}
            items={[
              { label: t('other.commissions'), value: figure(bank.commissions.count) },
              {
                label: t('other.amount'),
                value: money(bank.commissions.cents),
                testId: 'commissions-amount',
              },
            ]}
          />
          <ExportButton csv={() => agentsCsv(summary, names)} name="agents" range={summary.range} />
          <ReportTable
            caption={t('other.byAgentTitle')}
            columns={[
              t('columns.agent'),
              t('other.activations'),
              t('other.commissions'),
              t('other.amount'),
            ]}
            rows={bank.byAgent.map((row) => ({
              key: row.staffId,
              head: names.staff(row.staffId),
              cells: [figure(row.activations), figure(row.commissions), money(row.cents)],
            }))}
          />
        </ReportSection>
      )}
    </>
  );
}
