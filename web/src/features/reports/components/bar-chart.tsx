import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { ChartFigure, ChartLegend } from '../../../components/chart-figure';
import { labelOf } from '../../../lib/labels';
import { useReportFormat } from './use-report-format';

const WIDTH = 720;
const HEIGHT = 300;
const MARGIN = { top: 16, right: 16, bottom: 56, left: 56 };
/** Distinct, colour-blind-safe hues (Okabe-Ito). */
export const CHART_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'];
/** At most this many category labels under the axis (a month of days shows every few). */
const MAX_TICKS = 12;

export interface ChartSeries {
  key: string;
  label: string;
}

export interface ChartCategory {
  key: string;
  label: string;
  values: Readonly<Record<string, number | null>>;
}

export interface BarChartProps {
  /** Names the chart and captions its table. */
  title: string;
  /** One or two sentences saying what the chart shows (its text alternative). */
  summary: string;
  /** The table's first column's header. */
  categoryHeader: string;
  categories: readonly ChartCategory[];
  series: readonly ChartSeries[];
  format: (value: number | null) => string;
  testId?: string;
}

/**
 * Grouped bars (visx): one group per category, one bar per series, in a ChartFigure (an image
 * with a text summary and its figures as a table).
 */
export function BarChart({
  title,
  summary,
  categoryHeader,
  categories,
  series,
  format,
  testId,
}: BarChartProps) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(
    1,
    ...categories.flatMap((category) => series.map((s) => category.values[s.key] ?? 0)),
  );
  const x = scaleBand<string>({
    domain: categories.map((category) => category.key),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const inner = scaleBand<string>({
    domain: series.map((s) => s.key),
    range: [0, x.bandwidth()],
    padding: 0.1,
  });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const labelOf = new Map(categories.map((category) => [category.key, category.label]));
  const step = Math.ceil(categories.length / MAX_TICKS);
  const tickValues = categories
    .filter((_, index) => index % step === 0)
    .map((category) => category.key);
  // A label wider than its room is cut with an ellipsis (about 6.5 px a character at the axis's
  // 11 px); the bar's title and the table under the chart carry the whole name.
  const room = Math.max(4, Math.floor((x.step() * step) / 6.5));
  const tickLabel = (key: string) => {
    const label = labelOf.get(key) ?? key;
    return label.length > room ? `${label.slice(0, room - 1).trimEnd()}…` : label;
  };

  return (
    <ChartFigure
      title={title}
      summary={summary}
      width={WIDTH}
      height={HEIGHT}
      testId={testId}
      className="report-chart"
      legend={
        series.length > 1 && (
          <ChartLegend
            items={series.map((s, index) => ({
              key: s.key,
              label: s.label,
              colour: CHART_COLOURS[index % CHART_COLOURS.length] ?? '',
            }))}
          />
        )
      }
      table={{
        columns: [categoryHeader, ...series.map((s) => s.label)],
        rows: categories.map((category) => ({
          key: category.key,
          head: category.label,
          cells: series.map((s) => format(category.values[s.key] ?? null)),
        })),
      }}
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        {categories.map((category) => (
          <Group key={category.key} left={x(category.key) ?? 0}>
            {series.map((s, index) => {
              const value = category.values[s.key] ?? 0;
              const top = y(value);
              return (
                <Bar
                  key={s.key}
                  x={inner(s.key) ?? 0}
                  y={top}
                  width={inner.bandwidth()}
                  height={Math.max(0, innerHeight - top)}
                  fill={CHART_COLOURS[index % CHART_COLOURS.length]}
                >
                  <title>{`${category.label}, ${s.label}: ${format(category.values[s.key] ?? null)}`}</title>
                </Bar>
              );
            })}
          </Group>
        ))}
        <AxisLeft scale={y} numTicks={5} tickFormat={(value) => format(Number(value))} />
        <AxisBottom top={innerHeight} scale={x} tickValues={tickValues} tickFormat={tickLabel} />
      </Group>
    </ChartFigure>
  );
}

export interface CategoryCount {
  key: string;
  label: string;
  count: number;
}

/**
 * The counts of a fixed list of categories (statuses, products) in the list's order, each named
 * by its label; a category nothing was counted in counts 0.
 */
export function countsOf(
  keys: readonly string[],
  labels: Readonly<Record<string, string>>,
  counts: Readonly<Record<string, number>>,
): CategoryCount[] {
  return keys.map((key) => ({ key, label: labelOf(labels, key), count: counts[key] ?? 0 }));
}

export type CountChartProps = Omit<BarChartProps, 'categories' | 'series' | 'format'> & {
  counts: readonly CategoryCount[];
  /** Names the count (the table's column, the bars' titles). */
  countLabel: string;
};

/** One bar of a count per category (a single series), in the UI language's figures. */
export function CountChart({ counts, countLabel, ...chart }: CountChartProps) {
  const { figure } = useReportFormat();
  return (
    <BarChart
      {...chart}
      categories={counts.map(({ key, label, count }) => ({ key, label, values: { count } }))}
      series={[{ key: 'count', label: countLabel }]}
      format={figure}
    />
  );
}
