import { Group } from '@visx/group';
import { scaleBand } from '@visx/scale';
import { ChartFigure } from '../../../components/chart-figure';

const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 96 };
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export interface HeatmapProps {
  title: string;
  summary: string;
  /** 7 rows (Monday first) of 24 hours. */
  grid: readonly (readonly number[])[];
  weekdays: readonly string[];
  hourHeader: string;
  format: (value: number) => string;
}

/**
 * Arrivals by weekday x hour of day: the darker a cell, the more arrivals. Like every chart here
 * it is a ChartFigure: an image with a text summary and its figures as a table (the hours anyone
 * arrived).
 */
export function Heatmap({ title, summary, grid, weekdays, hourHeader, format }: HeatmapProps) {
  const max = Math.max(1, ...grid.flat());
  const x = scaleBand<number>({
    domain: HOURS,
    range: [0, WIDTH - MARGIN.left - MARGIN.right],
    padding: 0.05,
  });
  const y = scaleBand<number>({
    domain: weekdays.map((_, index) => index),
    range: [0, HEIGHT - MARGIN.top - MARGIN.bottom],
    padding: 0.05,
  });
  const usedHours = HOURS.filter((hour) => grid.some((row) => (row[hour] ?? 0) > 0));
  const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

  return (
    <ChartFigure
      title={title}
      summary={summary}
      width={WIDTH}
      height={HEIGHT}
      testId="arrivals-heatmap"
      className="report-chart"
      table={{
        columns: [hourHeader, ...weekdays],
        rows: usedHours.map((hour) => ({
          key: String(hour),
          head: hourLabel(hour),
          cells: weekdays.map((_, row) => format(grid[row]?.[hour] ?? 0)),
        })),
      }}
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        {weekdays.map((weekday, row) => (
          <Group key={weekday} top={y(row) ?? 0}>
            <text
              x={-8}
              y={y.bandwidth() / 2}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={12}
            >
              {weekday}
            </text>
            {HOURS.map((hour) => {
              const value = grid[row]?.[hour] ?? 0;
              return (
                <rect
                  key={hour}
                  x={x(hour) ?? 0}
                  width={x.bandwidth()}
                  height={y.bandwidth()}
                  fill="#0072B2"
                  fillOpacity={value === 0 ? 0.04 : 0.15 + (0.85 * value) / max}
                >
                  <title>{`${weekday} ${hourLabel(hour)}: ${format(value)}`}</title>
                </rect>
              );
            })}
          </Group>
        ))}
        {HOURS.filter((hour) => hour % 3 === 0).map((hour) => (
          <text
            key={hour}
            x={(x(hour) ?? 0) + x.bandwidth() / 2}
            y={HEIGHT - MARGIN.top - MARGIN.bottom + 18}
            textAnchor="middle"
            fontSize={12}
          >
            {hourLabel(hour)}
          </text>
        ))}
      </Group>
    </ChartFigure>
  );
}
