import { useTranslation } from 'react-i18next';
import { hasPermission } from '@centre/domain/access';
import { APPOINTMENT_STATUSES, DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/spinner';
import { useBookingSettings } from '../../../data/appointments/get-booking-settings';
import { useServiceOptions } from '../../../data/services/list-service-options';
import type { CurrentStaff } from '../types';
import { isIsoDate, todayIn } from '../utils/dates';
import { AppointmentsBoard, type BoardState } from './appointments-board';
import { ExamSessionsPanel } from './exam-sessions-panel';
import { SettingsPanel } from './settings-panel';
import { Tabs, type TabItem } from '../../../components/tabs';
import '../appointments.css';

type TabId = 'appointments' | 'exam-sessions' | 'settings';

/** The tab, view, date and filters live in the address, so a reload or a shared link keeps them. */
function readBoardState(params: URLSearchParams, today: string): BoardState {
  const date = params.get('date') ?? '';
  const status = params.get('status') ?? '';
  return {
    view: params.get('view') === 'week' ? 'week' : 'day',
    date: isIsoDate(date) ? date : today,
    serviceId: params.get('service') ?? '',
    status: (APPOINTMENT_STATUSES as readonly string[]).includes(status) ? status : '',
  };
}

export function AppointmentsPage({ currentUser }: { currentUser: CurrentStaff | null }) {
  const [params, setParams] = useSearchParams();
  const settings = useBookingSettings();
  const services = useServiceOptions();
  const canView = hasPermission(currentUser, 'view_appointments');
  const canManage = hasPermission(currentUser, 'manage_appointments');
  const { t } = useTranslation('appointments');

  const tabs: TabItem<TabId>[] = [
    { id: 'appointments', label: t('tabs.appointments') },
    { id: 'exam-sessions', label: t('tabs.examSessions') },
    ...(canManage ? [{ id: 'settings' as const, label: t('tabs.settings') }] : []),
  ];
  const requested = params.get('tab');
  const tab = tabs.find((item) => item.id === requested)?.id ?? 'appointments';

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  if (!currentUser) {
    return <Spinner label={t('page.loadingSession')} />;
  }
  if (!canView) {
    return (
      <p className="text-error" role="alert">
        {t('page.denied')}
      </p>
    );
  }

  // Until settings/booking has loaded the default zone is used; a failed read keeps it.
  const timezone = settings.data?.settings.timezone ?? DEFAULT_BOOKING_SETTINGS.timezone;
  const today = todayIn(timezone);
  const board = readBoardState(params, today);

  return (
    <>
      <Tabs
        idPrefix="appointments"
        label={t('tabs.label')}
        tabs={tabs}
        selected={tab}
        onSelect={(next) => update({ tab: next === 'appointments' ? null : next })}
      >
        {tab === 'appointments' &&
          (settings.isPending ? (
            <Spinner label={t('page.loadingCalendar')} />
          ) : (
            <AppointmentsBoard
              state={board}
              today={today}
              services={services.data ?? []}
              onChange={(changes) =>
                update({
                  view: changes.view === undefined ? board.view : changes.view,
                  date: changes.date ?? board.date,
                  service: changes.serviceId ?? board.serviceId,
                  status: changes.status ?? board.status,
                })
              }
            />
          ))}
        {tab === 'exam-sessions' && <ExamSessionsPanel canManage={canManage} today={today} />}
        {tab === 'settings' &&
          (settings.isPending || services.isPending ? (
            <Spinner label={t('page.loadingSettings')} />
          ) : (
            <SettingsPanel
              settings={settings.data?.settings ?? DEFAULT_BOOKING_SETTINGS}
              stored={settings.data?.stored ?? false}
              loadFailed={settings.isError}
              services={services.data ?? []}
            />
          ))}
      </Tabs>
    </>
  );
}
