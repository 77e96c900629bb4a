import { COMMISSION_CURRENCY } from '@centre/domain/bank';
import { LANGUAGES, LANGUAGE_LABELS, type Language } from '@centre/domain/constants';
import { DECIDED_APPLICATION_STATUSES, summariseReport } from '@centre/domain/reports';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { SelectInput } from '../../../components/select-input';
import { TextInput } from '../../../components/text-input';
import { useReport } from '../../../data/reports/get-report';
import type { ReportData } from '../../../data/reports/load-report';
import { formatDay } from '../../../lib/format';
import { formatMoneyCents } from '../../../lib/money';
import { formatMonth, monthRange } from '../utils/format';
import { ReportControls } from './report-parts';
import { reportFormat } from './use-report-format';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface MonthlySummaryProps {
  /** 'YYYY-MM' from the address; empty: last month. */
  month: string;
  defaultMonth: string;
  onMonthChange: (month: string) => void;
}

/**
 * The one-page monthly summary for funders: the key figures of every area for one month, in
 * English or Kiswahili whatever the UI language (i18next.getFixedT), printable on one A4 page.
 */
export function MonthlySummary({ month, defaultMonth, onMonthChange }: MonthlySummaryProps) {
  const { t, i18n } = useTranslation('reports');
  const [language, setLanguage] = useState<Language>(
    (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en',
  );
  const [loaded, setLoaded] = useState<string | null>(null);
  const chosen = MONTH.test(month) ? month : defaultMonth;
  const report = useReport({ preset: 'custom', custom: monthRange(chosen) });

  useEffect(() => {
    let current = true;
    void i18n
      .loadLanguages(language)
      .then(() => i18n.loadNamespaces(['reports', 'labels']))
      .then(() => {
        if (current) setLoaded(language);
      });
    return () => {
      current = false;
    };
  }, [i18n, language]);

  return (
    <div className="monthly">
      <ReportControls label={t('monthly.controls')}>
        <TextInput
          id="monthly-month"
          type="month"
          label={t('monthly.month')}
          value={chosen}
          onChange={(event) => {
            if (MONTH.test(event.target.value)) onMonthChange(event.target.value);
          }}
        />
        <SelectInput
          id="monthly-language"
          label={t('monthly.language')}
          value={language}
          options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
          onChange={(event) => setLanguage(event.target.value as Language)}
        />
        <Button variant="secondary" onClick={() => window.print()}>
          {t('monthly.print')}
        </Button>
      </ReportControls>
      <QueryState query={report} pendingLabel={t('loading')} error={t('loadFailed')}>
        {(data) =>
          loaded === language ? (
            <MonthlySheet data={data} month={chosen} language={language} />
          ) : null
        }
      </QueryState>
    </div>
  );
}

function MonthlySheet({
  data,
  month,
  language,
}: {
  data: ReportData;
  month: string;
  language: Language;
}) {
  const { i18n } = useTranslation();
  const ft = i18n.getFixedT(language, 'reports');
  const summary = useMemo(
    () =>
      summariseReport(data.range, data.records, {
        today: data.today,
        targetMinutes: data.targetMinutes,
      }),
    [data],
  );
  const { figure, share, minutes, days } = reportFormat(ft, language);
  const { visits, times, applications, appointments, jobs, renewals, bank } = summary;
  const decided = DECIDED_APPLICATION_STATUSES.reduce(
    (sum, status) => sum + applications.byStatus[status],
    0,
  );
  const filled = appointments.exams.reduce((sum, session) => sum + session.booked, 0);
  const seats = appointments.exams.reduce((sum, session) => sum + session.capacity, 0);

  const areas: { id: string; title: string; rows: [string, string][] }[] = [
    {
      id: 'visits',
      title: ft('monthly.visits'),
      rows: [
        [ft('visits.arrivals'), figure(visits.arrivals)],
        [ft('visits.served'), figure(visits.served)],
        [ft('visits.noShows'), figure(visits.noShows)],
        [ft('times.medianWait'), minutes(times.wait.median)],
        [ft('times.p90Wait'), minutes(times.wait.p90)],
        [ft('times.aboveTarget', { target: times.targetMinutes }), share(times.waitAboveTarget)],
      ],
    },
    {
      id: 'applications',
      title: ft('monthly.applications'),
      rows: [
        [ft('applications.received'), figure(applications.received)],
        [ft('applications.decided'), figure(decided)],
        [ft('applications.decisionMedian'), days(applications.decision.median)],
      ],
    },
    {
      id: 'appointments',
      title: ft('monthly.appointments'),
      rows: [
        [ft('appointments.booked'), figure(appointments.booked)],
        [ft('appointments.noShowRate'), share(appointments.noShowRate)],
        [
          ft('appointments.examSeats'),
          ft('monthly.seatsFilled', { filled: figure(filled), seats: figure(seats) }),
        ],
      ],
    },
    {
      id: 'other',
      title: ft('monthly.other'),
      rows: [
        [ft('other.jobs'), figure(jobs.published)],
        [ft('other.renewals'), figure(renewals.received)],
        [ft('other.requests'), figure(bank.requests)],
        [ft('other.activations'), figure(bank.activations)],
        [
          ft('other.amount'),
          formatMoneyCents(bank.commissions.cents, COMMISSION_CURRENCY, language),
        ],
      ],
    },
  ];

  return (
    <article className="monthly-sheet" lang={language} aria-labelledby="monthly-title">
      <h3 id="monthly-title">{ft('monthly.title', { month: formatMonth(month, language) })}</h3>
      <p>
        {ft('monthly.intro', {
          from: formatDay(summary.range.from, language),
          to: formatDay(summary.range.to, language),
        })}
      </p>
      <div className="monthly-sheet__areas">
        {areas.map((area) => (
          <table key={area.id} className="data-table monthly-sheet__table">
            <caption>{area.title}</caption>
            <thead>
              <tr>
                <th scope="col">{ft('monthly.figure')}</th>
                <th scope="col">{ft('monthly.value')}</th>
              </tr>
            </thead>
            <tbody>
              {area.rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <p className="monthly-sheet__note">{ft('monthly.note')}</p>
    </article>
  );
}
