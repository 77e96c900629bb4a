import {
  COMMISSION_CURRENCY,
  canManageCommissionRules,
  canViewCommissionDashboard,
} from '@centre/domain/bank';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { HeadedTable } from '../../../components/headed-table';
import { KeyFigures } from '../../../components/key-figures';
import { Panel } from '../../../components/panel';
import { QueryState } from '../../../components/query-state';
import { ReadDeniedNotice } from '../../../components/read-denied-notice';
import { TextInput } from '../../../components/text-input';
import type { MonthRange } from '../../../data/commissions/list-commissions';
import { useCommissions } from '../../../data/commissions/list-commissions';
import type { CurrentStaff } from '../../../data/users/session-user';
import { csvFileName, downloadCsv } from '../../../lib/csv';
import { formatMoneyCents } from '../../../lib/money';
import { lastMonths, monthLabel, monthsOf } from '../utils/months';
import { commissionTotals, commissionsCsv, type CommissionTotals } from '../utils/totals';
import { CommissionChart } from './commission-chart';
import { CommissionRules } from './commission-rules';
import '../commissions.css';

export interface CommissionDashboardProps {
  currentUser: CurrentStaff;
  /** Today (tests fix it): the default range ends with its month. */
  now?: Date;
}

/** /commission-dashboard: commissions earned by month and agent, and the rules that earn them. */
export function CommissionDashboard({ currentUser, now = new Date() }: CommissionDashboardProps) {
  const { t } = useTranslation('commissions');
  const [range, setRange] = useState<MonthRange>(() => lastMonths(now));
  const valid = /^\d{4}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}$/.test(range.to);
  const ordered = valid && range.from <= range.to;
  const canView = canViewCommissionDashboard(currentUser);
  const commissions = useCommissions(range, canView && ordered);

  if (!canView) return <ReadDeniedNotice message={t('readDenied')} />;
  /** One end of the range: its month field, which moves that end only. */
  const monthField = (end: keyof MonthRange) => ({
    id: `range-${end}`,
    type: 'month',
    label: t(`range.${end}`),
    value: range[end],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setRange((current) => ({ ...current, [end]: event.target.value })),
  });
  return (
    <div className="panel-grid">
      <Panel titleId="section-commissions" title={t('sections.commissions')} wide>
        <form
          className="commission-range"
          aria-label={t('range.label')}
          onSubmit={(event) => event.preventDefault()}
        >
          <TextInput {...monthField('from')} max={range.to} />
          <TextInput
            {...monthField('to')}
            min={range.from}
            error={valid && !ordered ? t('range.reversed') : undefined}
          />
        </form>
        {ordered && (
          <QueryState query={commissions} pendingLabel={t('loading')} error={t('loadFailed')}>
            {(records) => (
              <CommissionFigures
                totals={commissionTotals(records, monthsOf(range))}
                range={range}
              />
            )}
          </QueryState>
        )}
      </Panel>
      <Panel titleId="section-rules" title={t('sections.rules')} wide>
        <CommissionRules canManage={canManageCommissionRules(currentUser)} />
      </Panel>
    </div>
  );
}

function CommissionFigures({ totals, range }: { totals: CommissionTotals; range: MonthRange }) {
  const { t } = useTranslation('commissions');
  const money = (cents: number) => formatMoneyCents(cents, COMMISSION_CURRENCY);
  const csv = useMemo(() => commissionsCsv(totals.byAgentMonth, COMMISSION_CURRENCY), [totals]);
  return (
    <>
      <KeyFigures
        className="commission-totals"
        label={t('totals.label')}
        items={[
          {
            label: t('totals.activations'),
            value: totals.activations,
            testId: 'total-activations',
          },
          { label: t('totals.amount'), value: money(totals.amountCents), testId: 'total-amount' },
        ]}
      />
      <CommissionChart totals={totals} currency={COMMISSION_CURRENCY} />
      {totals.byAgentMonth.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <>
          <Button
            variant="secondary"
            onClick={() =>
              downloadCsv(csv, csvFileName(`commissions-${range.from}-${range.to}`, new Date()))
            }
          >
            {t('export')}
          </Button>
          {/* A table wider than a phone scrolls in its frame, not the whole page. */}
          <HeadedTable
            className="data-table"
            frameClassName="table-wrap"
            caption={t('table.caption', {
              from: monthLabel(range.from),
              to: monthLabel(range.to),
            })}
            columns={[
              t('table.agent'),
              t('table.month'),
              t('table.activations'),
              t('table.amount'),
            ]}
            rows={totals.byAgentMonth.map((row) => ({
              key: `${row.agentId}-${row.month}`,
              head: row.agentName,
              cells: [monthLabel(row.month), row.activations, money(row.amountCents)],
            }))}
          />
        </>
      )}
    </>
  );
}
