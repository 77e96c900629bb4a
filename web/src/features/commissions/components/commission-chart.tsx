import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import { ChartFigure, ChartLegend } from '../../../components/chart-figure';
import { formatMoneyCents } from '../../../lib/money';
import { monthLabel } from '../utils/months';
import type { CommissionTotals, MonthTotal } from '../utils/totals';

const WIDTH = 720;
const HEIGHT = 320;
const MARGIN = { top: 16, right: 16, bottom: 40, left: 72 };
/** Distinct, colour-blind-safe hues (Okabe-Ito), one per agent in turn. */
const COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442'];

/**
 * Commission totals by month, stacked by agent (visx), in a ChartFigure: an image with a text
 * summary for everyone and the figures as a table for screen readers and print.
 */
export function CommissionChart({
  totals,
  currency,
}: {
  totals: CommissionTotals;
  currency: string;
}) {
  const { t } = useTranslation('commissions');
  const { byMonth, agents } = totals;
  const money = (cents: number) => formatMoneyCents(cents, currency);
  const best = byMonth.reduce<MonthTotal | null>(
    (top, month) => (!top || month.amountCents > top.amountCents ? month : top),
    null,
  );
  const summary =
    totals.activations === 0 || !best
      ? t('chart.summaryEmpty')
      : t('chart.summary', {
          total: money(totals.amountCents),
          count: totals.activations,
          months: byMonth.length,
          best: monthLabel(best.month),
          bestAmount: money(best.amountCents),
        });

  const keys = agents.map((agent) => agent.id);
  const data = byMonth.map((month) => ({ month: month.month, ...month.byAgent }));
  const max = Math.max(1, ...byMonth.map((month) => month.amountCents));
  const xScale = scaleBand<string>({
    domain: byMonth.map((month) => month.month),
    range: [0, WIDTH - MARGIN.left - MARGIN.right],
    padding: 0.3,
  });
  const yScale = scaleLinear<number>({
    domain: [0, max],
    range: [HEIGHT - MARGIN.top - MARGIN.bottom, 0],
    nice: true,
  });
  const colour = scaleOrdinal<string, string>({ domain: keys, range: COLOURS });
  const agentName = new Map(agents.map((agent) => [agent.id, agent.name]));

  return (
    <ChartFigure
      title={t('chart.title')}
      summary={summary}
      width={WIDTH}
      height={HEIGHT}
      testId="commission-chart"
      legend={
        agents.length > 0 && (
          <ChartLegend
            label={t('chart.legend')}
            items={agents.map((agent) => ({
              key: agent.id,
              label: agent.name,
              colour: colour(agent.id),
            }))}
          />
        )
      }
      table={{
        columns: [t('table.month'), t('table.activations'), t('table.amount')],
        rows: byMonth.map((month) => ({
          key: month.month,
          head: monthLabel(month.month),
          cells: [month.activations, money(month.amountCents)],
        })),
      }}
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        <BarStack<Record<string, number | string>, string>
          data={data}
          keys={keys}
          x={(datum) => String(datum.month)}
          value={(datum, key) => Number(datum[key] ?? 0)}
          xScale={xScale}
          yScale={yScale}
          color={colour}
        >
          {(stacks) =>
            stacks.map((stack) =>
              stack.bars.map((bar) => (
                <rect
                  key={`${stack.index}-${bar.index}`}
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={Math.max(0, bar.height)}
                  fill={bar.color}
                >
                  <title>
                    {`${agentName.get(String(bar.key)) ?? ''}, ${monthLabel(String(bar.bar.data.month))}: ${money(bar.bar[1] - bar.bar[0])}`}
                  </title>
                </rect>
              )),
            )
          }
        </BarStack>
        <AxisLeft scale={yScale} numTicks={5} tickFormat={(value) => money(Number(value))} />
        <AxisBottom
          top={HEIGHT - MARGIN.top - MARGIN.bottom}
          scale={xScale}
          tickFormat={(month) => monthLabel(month)}
        />
      </Group>
    </ChartFigure>
  );
}
