import { hasPermission } from '@centre/domain/access';
import {
  REPORT_KINDS,
  REPORT_KIND_LABELS,
  REPORT_PRESETS,
  REPORT_PRESET_LABELS,
  summariseReport,
  type ReportKind,
  type ReportSummary,
} from '@centre/domain/reports';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { SelectInput } from '../../../components/select-input';
import { Tabs } from '../../../components/tabs';
import { TextInput } from '../../../components/text-input';
import { useReport } from '../../../data/reports/get-report';
import type { ReportData } from '../../../data/reports/load-report';
import { useServiceOptions } from '../../../data/services/list-service-options';
import { useServiceName } from '../../../data/services/service-name';
import type { CurrentStaff } from '../../../data/users/session-user';
import { isoDay } from '../../../lib/csv';
import { formatDay } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';
import { previousMonth } from '../utils/format';
import { reportNames, staffChoices, type ReportNames } from '../utils/names';
import { AppointmentsReport } from './appointments-report';
import { ApplicationsReport } from './applications-report';
import { MonthlySummary } from './monthly-summary';
import { OtherReport } from './other-report';
import { RebuildDayForm } from './rebuild-day-form';
import { ReportControls } from './report-parts';
import { TimesReport } from './times-report';
import { useReportParams } from './use-report-params';
import { VisitsReport } from './visits-report';
import '../reports.css';

export interface ReportsViewProps {
  currentUser: CurrentStaff;
  /** Today (tests fix it): the monthly summary's default month and the rebuild's latest day. */
  now?: Date;
}

const REPORTS: Record<
  Exclude<ReportKind, 'monthly'>,
  (props: { summary: ReportSummary; names: ReportNames }) => React.ReactNode
> = {
  visits: VisitsReport,
  times: TimesReport,
  applications: ApplicationsReport,
  appointments: AppointmentsReport,
  other: OtherReport,
};

/** /reports: the centre's reports (view_reports), each a tab; admins may rebuild a day. */
export function ReportsView({ currentUser, now = new Date() }: ReportsViewProps) {
  const { t } = useTranslation('reports');
  const params = useReportParams();
  const canView = hasPermission(currentUser, 'view_reports');
  const canManage = hasPermission(currentUser, 'manage_reports');
  const today = isoDay(now);

  if (!canView) {
    return (
      <p className="notice notice--error" role="alert">
        {t('readDenied')}
      </p>
    );
  }
  return (
    <div className="reports">
      <div>
        <Tabs
          idPrefix="reports"
          label={t('tabs')}
          tabs={REPORT_KINDS.map((id) => ({ id, label: labelOf(REPORT_KIND_LABELS, id) }))}
          selected={params.report}
          onSelect={(report) => params.update({ report: report === 'visits' ? null : report })}
        >
          <h2 className="report-title">{labelOf(REPORT_KIND_LABELS, params.report)}</h2>
          {params.report === 'monthly' ? (
            <MonthlySummary
              month={params.month}
              defaultMonth={previousMonth(today)}
              onMonthChange={(month) => params.update({ month })}
            />
          ) : (
            <RangeReport kind={params.report} />
          )}
        </Tabs>
      </div>
      {canManage && <RebuildDayForm today={today} />}
    </div>
  );
}

function RangeReport({ kind }: { kind: Exclude<ReportKind, 'monthly'> }) {
  const { t } = useTranslation('reports');
  const params = useReportParams();
  const { preset, custom, update } = params;
  const ready = preset !== 'custom' || custom.range !== null;
  const report = useReport({ preset, custom: custom.range }, ready);
  const services = useServiceOptions();
  const serviceName = useServiceName();

  return (
    <>
      <ReportControls label={t('controls.label')}>
        <SelectInput
          id="report-range"
          label={t('controls.range')}
          value={preset}
          options={REPORT_PRESETS.map((value) => ({
            value,
            label: labelOf(REPORT_PRESET_LABELS, value),
          }))}
          onChange={(event) => {
            const next = event.target.value;
            if (next === 'custom') {
              const range = report.data?.range;
              update({ range: next, from: params.from || range?.from, to: params.to || range?.to });
            } else update({ range: next === 'this_month' ? null : next, from: null, to: null });
          }}
        />
        {preset === 'custom' &&
          (['from', 'to'] as const).map((end) => (
            <TextInput
              key={end}
              id={`report-${end}`}
              type="date"
              label={t(`controls.${end}`)}
              value={params[end]}
              required
              error={custom.errors[end]}
              onChange={(event) => update({ [end]: event.target.value })}
            />
          ))}
        <SelectInput
          id="report-service"
          label={t('controls.service')}
          value={params.serviceId}
          placeholder={t('controls.allServices')}
          options={(services.data ?? []).map((service) => ({
            value: service.id,
            label: service.name,
          }))}
          onChange={(event) => update({ service: event.target.value })}
        />
        <SelectInput
          id="report-staff"
          label={t('controls.staff')}
          value={params.staffId}
          placeholder={t('controls.allStaff')}
          options={staffChoices(report.data ? labelsOf(report.data) : {})}
          onChange={(event) => update({ staff: event.target.value })}
        />
      </ReportControls>
      {ready && (
        <QueryState query={report} pendingLabel={t('loading')} error={t('loadFailed')}>
          {(data) => (
            <ReportBody
              kind={kind}
              data={data}
              serviceId={params.serviceId}
              staffId={params.staffId}
              serviceName={serviceName}
            />
          )}
        </QueryState>
      )}
    </>
  );
}

/** Every name the range's rollups carry. */
function labelsOf(data: ReportData): Record<string, string> {
  return Object.assign({}, ...data.records.map((record) => record.labels)) as Record<
    string,
    string
  >;
}

function ReportBody({
  kind,
  data,
  serviceId,
  staffId,
  serviceName,
}: {
  kind: Exclude<ReportKind, 'monthly'>;
  data: ReportData;
  serviceId: string;
  staffId: string;
  serviceName: (serviceId: string, recorded?: string) => string;
}) {
  const { t } = useTranslation('reports');
  const summary = useMemo(
    () =>
      summariseReport(data.range, data.records, {
        today: data.today,
        targetMinutes: data.targetMinutes,
        filters: { serviceId, staffId },
      }),
    [data, serviceId, staffId],
  );
  const names = useMemo(
    () => reportNames(summary.labels, serviceName, t('nobody')),
    [summary.labels, serviceName, t],
  );
  const Report = REPORTS[kind];
  return (
    <>
      <p className="report-range" data-testid="report-range">
        {t('rangeSentence', {
          count: summary.days.length,
          from: formatDay(summary.range.from),
          to: formatDay(summary.range.to),
        })}
      </p>
      {data.records.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <Report summary={summary} names={names} />
      )}
    </>
  );
}
