import { useTranslation } from 'react-i18next';
import { APPOINTMENT_STATUSES } from '@centre/domain/bookings';
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { QueryState } from '../../../components/query-state';
import { SelectInput } from '../../../components/select-input';
import { StatusFilterChips } from '../../../components/status-filter-chips';
import { useAppointments } from '../../../data/appointments/list-appointments';
import type { ServiceOption } from '../../../data/services/converter';
import { serviceNameOf } from '../../../data/services/service-name';
import type { AppointmentRecord } from '../../../data/appointments/converter';
import {
  daysOf,
  formatRange,
  formatShortDay,
  isIsoDate,
  rangeFor,
  shiftDate,
  type CalendarView,
} from '../utils/dates';
import { isPermissionDenied } from '../../../lib/error-code';
import { APPOINTMENT_ERRORS } from '../utils/error-message';
import { STATUS_LABELS } from '../utils/labels';
import { countByStatus, filterByStatus, groupByDay } from '../utils/status-counts';
import { StatusBadge } from './status-badge';
import { labelOf } from '../../../lib/labels';

export interface BoardState {
  view: CalendarView;
  /** 'YYYY-MM-DD': the day shown, or a day of the week shown */
  date: string;
  serviceId: string;
  status: string;
}

interface AppointmentsBoardProps {
  state: BoardState;
  onChange: (next: Partial<BoardState>) => void;
  /** Today in the centre's time zone */
  today: string;
  services: readonly ServiceOption[];
}

function serviceLabel(appointment: AppointmentRecord, services: readonly ServiceOption[]) {
  return serviceNameOf(services, appointment.serviceId, appointment.serviceName);
}

function AppointmentLink({ appointment }: { appointment: AppointmentRecord }) {
  const { t } = useTranslation('appointments');
  return (
    <Link to={`/appointments/${appointment.id}`} className="appt-link">
      <span>{appointment.name || t('board.unnamed')}</span>
      <span className="visually-hidden">
        {`, ${appointment.start}–${appointment.end}, ${formatShortDay(appointment.date)}`}
      </span>
    </Link>
  );
}

/** The day and week views with their navigation, filters and counts per status. */
export function AppointmentsBoard({ state, onChange, today, services }: AppointmentsBoardProps) {
  const { t } = useTranslation('appointments');
  const id = useId();
  const range = useMemo(() => rangeFor(state.view, state.date), [state.view, state.date]);
  const appointments = useAppointments({ ...range, serviceId: state.serviceId });
  const counts = useMemo(() => countByStatus(appointments.data ?? []), [appointments.data]);
  const shown = useMemo(
    () => filterByStatus(appointments.data ?? [], state.status),
    [appointments.data, state.status],
  );
  const isDay = state.view === 'day';
  const total = appointments.data?.length;

  return (
    <div className="appt-board">
      <div className="appt-toolbar">
        <div className="appt-segmented" role="group" aria-label={t('board.view')}>
          {(['day', 'week'] as const).map((view) => (
            <button
              key={view}
              type="button"
              className="appt-segmented__button"
              aria-pressed={state.view === view}
              onClick={() => onChange({ view })}
            >
              {view === 'day' ? t('board.day') : t('board.week')}
            </button>
          ))}
        </div>
        <div
          className="appt-nav"
          role="group"
          aria-label={isDay ? t('board.chooseDay') : t('board.chooseWeek')}
        >
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange({ date: shiftDate(state.view, state.date, -1) })}
          >
            {isDay ? t('board.previousDay') : t('board.previousWeek')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={rangeFor(state.view, today).from === range.from}
            onClick={() => onChange({ date: today })}
          >
            {t('board.today')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange({ date: shiftDate(state.view, state.date, 1) })}
          >
            {isDay ? t('board.nextDay') : t('board.nextWeek')}
          </Button>
          <label className="appt-nav__date">
            <span className="visually-hidden">{t('board.goToDate')}</span>
            <input
              type="date"
              className="field__input"
              value={state.date}
              onChange={(event) => {
                if (isIsoDate(event.target.value)) onChange({ date: event.target.value });
              }}
            />
          </label>
        </div>
      </div>

      <h2 className="appt-range" aria-live="polite">
        {formatRange(state.view, range)}
      </h2>

      <div className="field-grid">
        <SelectInput
          id={`${id}-service`}
          label={t('board.service')}
          placeholder={t('board.allServices')}
          options={services.map((service) => ({ value: service.id, label: service.name }))}
          value={state.serviceId}
          onChange={(event) => onChange({ serviceId: event.target.value })}
        />
        <SelectInput
          id={`${id}-status`}
          label={t('board.status')}
          placeholder={t('board.allStatuses')}
          options={APPOINTMENT_STATUSES.map((status) => ({
            value: status,
            label: labelOf(STATUS_LABELS, status),
          }))}
          value={state.status}
          onChange={(event) => onChange({ status: event.target.value })}
        />
      </div>

      <StatusFilterChips
        label={isDay ? t('board.countsDay') : t('board.countsWeek')}
        statuses={APPOINTMENT_STATUSES}
        selected={state.status}
        onSelect={(status) => onChange({ status })}
        allLabel={t('board.all')}
        statusLabel={(status) => labelOf(STATUS_LABELS, status)}
        total={total}
        count={(status) => (appointments.data ? counts[status] : undefined)}
      />

      <QueryState
        query={appointments}
        pendingLabel={t('board.loading')}
        error={
          <p className="text-error" role="alert">
            {isPermissionDenied(appointments.error)
              ? APPOINTMENT_ERRORS.readDenied
              : t('board.loadFailed')}{' '}
            <Button variant="ghost" size="sm" onClick={() => void appointments.refetch()}>
              {t('tryAgain')}
            </Button>
          </p>
        }
      >
        {() =>
          state.view === 'day' ? (
            <DayTable
              appointments={shown}
              services={services}
              caption={formatRange('day', range)}
            />
          ) : (
            <WeekList appointments={shown} services={services} days={daysOf(range)} today={today} />
          )
        }
      </QueryState>
    </div>
  );
}

function DayTable({
  appointments,
  services,
  caption,
}: {
  appointments: readonly AppointmentRecord[];
  services: readonly ServiceOption[];
  caption: string;
}) {
  const { t } = useTranslation('appointments');
  const columns: DataTableColumn<AppointmentRecord>[] = [
    {
      id: 'time',
      header: t('board.time'),
      className: 'appt-time',
      cell: (appointment) => `${appointment.start}–${appointment.end}`,
    },
    {
      id: 'name',
      header: t('board.name'),
      rowHeader: true,
      cell: (appointment) => <AppointmentLink appointment={appointment} />,
    },
    {
      id: 'service',
      header: t('board.service'),
      cell: (appointment) => serviceLabel(appointment, services),
    },
    {
      id: 'status',
      header: t('board.status'),
      cell: (appointment) => <StatusBadge status={appointment.status} />,
    },
  ];
  return (
    <DataTable
      caption={t('board.caption', { date: caption })}
      captionHidden
      className="appt-table"
      columns={columns}
      rows={appointments}
      rowKey={(appointment) => appointment.id}
      empty={t('board.emptyDay')}
      emptyClassName="appt-empty"
    />
  );
}

function WeekList({
  appointments,
  services,
  days,
  today,
}: {
  appointments: readonly AppointmentRecord[];
  services: readonly ServiceOption[];
  days: readonly string[];
  today: string;
}) {
  const { t } = useTranslation('appointments');
  const groups = groupByDay(appointments, days);
  return (
    <div className="appt-week">
      {days.map((day) => {
        const items = groups.get(day) ?? [];
        return (
          <section
            key={day}
            className={day === today ? 'appt-week__day appt-week__day--today' : 'appt-week__day'}
            aria-labelledby={`day-${day}`}
          >
            <h3 id={`day-${day}`} className="appt-week__title">
              {formatShortDay(day)}
              {day === today && <span className="text-muted"> {t('board.todayMark')}</span>}
            </h3>
            {items.length === 0 ? (
              <p className="text-muted">{t('board.emptyWeekDay')}</p>
            ) : (
              <ul className="appt-week__list">
                {items.map((appointment) => (
                  <li key={appointment.id} className="appt-week__item">
                    <span className="appt-time">{appointment.start}</span>
                    <AppointmentLink appointment={appointment} />
                    <span className="text-muted">{serviceLabel(appointment, services)}</span>
                    <StatusBadge status={appointment.status} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
