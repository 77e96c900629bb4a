import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@centre/domain/reports';
import type { ReportNames } from '../utils/names';
import { visitsCsv } from '../utils/report-csv';
import { BarChart } from './bar-chart';
import { Heatmap } from './heatmap';
import { KeyFigures } from '../../../components/key-figures';
import { ReportSection, ServiceCountsTable } from './report-parts';
import { useReportFormat } from './use-report-format';

/** Visits: arrivals, served, no-shows and transfers; arrivals by day and by weekday x hour. */
export function VisitsReport({ summary, names }: { summary: ReportSummary; names: ReportNames }) {
  const { t } = useTranslation('reports');
  const { figure, shortDay, weekdays } = useReportFormat();
  const { visits } = summary;
  const busiest = visits.byDay.reduce<(typeof visits.byDay)[number] | null>(
    (top, day) => (day.arrivals > (top?.arrivals ?? 0) ? day : top),
    null,
  );
  let peak = { weekday: 0, hour: 0, count: 0 };
  visits.heatmap.forEach((row, weekday) =>
    row.forEach((count, hour) => {
      if (count > peak.count) peak = { weekday, hour, count };
    }),
  );
  return (
    <>
      <KeyFigures
        label={t('visits.figures')}
        items={[
          {
            label: t('visits.arrivals'),
            value: figure(visits.arrivals),
            testId: 'visits-arrivals',
          },
          { label: t('visits.served'), value: figure(visits.served), testId: 'visits-served' },
          { label: t('visits.noShows'), value: figure(visits.noShows), testId: 'visits-no-shows' },
          {
            label: t('visits.transfers'),
            value: figure(visits.transfers),
            testId: 'visits-transfers',
          },
        ]}
      />
      <ReportSection id="report-visits-by-day" title={t('visits.byDayTitle')}>
        <BarChart
          title={t('visits.byDayTitle')}
          summary={
            busiest
              ? t('visits.byDaySummary', {
                  count: visits.arrivals,
                  days: summary.days.length,
                  day: shortDay(busiest.day),
                  busiest: busiest.arrivals,
                })
              : t('visits.byDayEmpty')
          }
          categoryHeader={t('columns.day')}
          categories={visits.byDay.map((day) => ({
            key: day.day,
            label: shortDay(day.day),
            values: { arrivals: day.arrivals, served: day.served },
          }))}
          series={[
            { key: 'arrivals', label: t('visits.arrivals') },
            { key: 'served', label: t('visits.served') },
          ]}
          format={figure}
          testId="visits-by-day-chart"
        />
      </ReportSection>
      <ReportSection id="report-visits-heatmap" title={t('visits.heatmapTitle')}>
        <Heatmap
          title={t('visits.heatmapTitle')}
          summary={
            peak.count > 0
              ? t('visits.heatmapSummary', {
                  weekday: weekdays[peak.weekday],
                  hour: `${String(peak.hour).padStart(2, '0')}:00`,
                  count: peak.count,
                })
              : t('visits.byDayEmpty')
          }
          grid={visits.heatmap}
          weekdays={weekdays}
          hourHeader={t('columns.hour')}
          format={figure}
        />
      </ReportSection>
      <ReportSection id="report-visits-by-service" title={t('visits.byServiceTitle')}>
        <ServiceCountsTable
          caption={t('visits.byServiceTitle')}
          rows={visits.byService}
          names={names}
          columns={{
            arrivals: t('visits.arrivals'),
            served: t('visits.served'),
            noShows: t('visits.noShows'),
            transfers: t('visits.transfers'),
          }}
          exportAs={{ csv: () => visitsCsv(summary, names), name: 'visits', range: summary.range }}
        />
      </ReportSection>
    </>
  );
}
