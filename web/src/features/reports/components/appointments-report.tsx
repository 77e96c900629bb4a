import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@centre/domain/reports';
import type { ReportNames } from '../utils/names';
import { appointmentsCsv, examsCsv } from '../utils/report-csv';
import { BarChart } from './bar-chart';
import { KeyFigures } from '../../../components/key-figures';
import { ExportButton, ReportSection, ReportTable, ServiceCountsTable } from './report-parts';
import { useReportFormat } from './use-report-format';

/** Appointments on the range's days and the HCA exam sessions' seats. */
export function AppointmentsReport({
  summary,
  names,
}: {
  summary: ReportSummary;
  names: ReportNames;
}) {
  const { t } = useTranslation('reports');
  const { figure, share, days } = useReportFormat();
  const { appointments } = summary;
  const seats = appointments.exams.reduce((sum, session) => sum + session.capacity, 0);
  const filled = appointments.exams.reduce((sum, session) => sum + session.booked, 0);
  return (
    <>
      <KeyFigures
        label={t('appointments.figures')}
        items={[
          {
            label: t('appointments.booked'),
            value: figure(appointments.booked),
            testId: 'appointments-booked',
          },
          {
            label: t('appointments.cancelled'),
            value: figure(appointments.cancelled),
            testId: 'appointments-cancelled',
          },
          {
            label: t('appointments.rescheduled'),
            value: figure(appointments.rescheduled),
            testId: 'appointments-rescheduled',
          },
          {
            label: t('appointments.noShowRate'),
            value: share(appointments.noShowRate),
            testId: 'appointments-no-show-rate',
          },
          {
            label: t('appointments.leadAverage'),
            value: days(appointments.leadTime.average),
            testId: 'appointments-lead-average',
          },
          {
            label: t('appointments.leadMedian'),
            value: days(appointments.leadTime.median),
            testId: 'appointments-lead-median',
          },
        ]}
      />
      <ReportSection id="report-appointments-service" title={t('appointments.byServiceTitle')}>
        <BarChart
          title={t('appointments.byServiceTitle')}
          summary={t('appointments.byServiceSummary', {
            count: appointments.booked,
            cancelled: appointments.cancelled,
            noShows: appointments.noShows,
          })}
          categoryHeader={t('columns.service')}
          categories={appointments.byService.map((row) => ({
            key: row.serviceId,
            label: names.service(row.serviceId),
            values: { booked: row.booked, cancelled: row.cancelled, noShows: row.noShows },
          }))}
          series={[
            { key: 'booked', label: t('appointments.booked') },
            { key: 'cancelled', label: t('appointments.cancelled') },
            { key: 'noShows', label: t('appointments.noShows') },
          ]}
          format={figure}
          testId="appointments-chart"
        />
        <ServiceCountsTable
          caption={t('appointments.byServiceTitle')}
          rows={appointments.byService}
          names={names}
          columns={{
            booked: t('appointments.booked'),
            cancelled: t('appointments.cancelled'),
            rescheduled: t('appointments.rescheduled'),
            noShows: t('appointments.noShows'),
          }}
          exportAs={{
            csv: () => appointmentsCsv(summary, names),
            name: 'appointments',
            range: summary.range,
          }}
        />
      </ReportSection>
      <ReportSection id="report-appointments-exams" title={t('appointments.examsTitle')}>
        {appointments.exams.length === 0 ? (
          <p className="text-muted">{t('appointments.noExams')}</p>
        ) : (
          <>
            <BarChart
              title={t('appointments.examsTitle')}
              summary={t('appointments.examsSummary', {
                count: appointments.exams.length,
                filled,
                seats,
              })}
              categoryHeader={t('columns.session')}
              categories={appointments.exams.map((session) => ({
                key: session.sessionId,
                label: names.session(session.sessionId),
                values: { capacity: session.capacity, booked: session.booked },
              }))}
              series={[
                { key: 'capacity', label: t('appointments.seats') },
                { key: 'booked', label: t('appointments.filled') },
              ]}
              format={figure}
              testId="exams-chart"
            />
            <ExportButton
              csv={() => examsCsv(summary, names)}
              name="exam-sessions"
              range={summary.range}
              label={t('appointments.exportExams')}
            />
            <ReportTable
              caption={t('appointments.examsTitle')}
              columns={[t('columns.session'), t('appointments.seats'), t('appointments.filled')]}
              rows={appointments.exams.map((session) => ({
                key: session.sessionId,
                head: names.session(session.sessionId),
                cells: [figure(session.capacity), figure(session.booked)],
              }))}
            />
          </>
        )}
      </ReportSection>
    </>
  );
}
