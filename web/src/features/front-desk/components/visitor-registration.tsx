import { hasPermission } from '@centre/domain/access';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { useQueueDate } from '../../../data/queue/queue-date';
import { useServiceOptions } from '../../../data/services/list-service-options';
import type { CurrentStaff } from '../../../data/users/session-user';
import { useCheckInOutbox } from '../hooks/use-check-in-outbox';
import { AppointmentCheckIn } from './appointment-check-in';
import { OutboxPanel } from './outbox-panel';
import { WalkInCheckIn } from './walk-in-check-in';
import '../front-desk.css';

type Tab = 'walk-in' | 'appointment';

/** /visitors/register: walk-ins and today's appointments checked in to a service queue. */
export function VisitorRegistration({ currentUser }: { currentUser: CurrentStaff }) {
  const { t } = useTranslation('visitor-registration');
  const [tab, setTab] = useState<Tab>('walk-in');
  const canRegister = hasPermission(currentUser, 'manage_visitor_registration');
  const services = useServiceOptions();
  const { queueDate } = useQueueDate();
  const outbox = useCheckInOutbox();

  if (!canRegister) {
    return (
      <p className="text-error" role="alert">
        {t('denied')}
      </p>
    );
  }

  const onKept = (name: string) =>
    enqueueSnackbar(t('outbox.kept', { name }), { variant: 'warning' });

  return (
    <div className="front-desk">
      <OutboxPanel outbox={outbox} focusAfter={`front-desk-tab-${tab}`} />
      <div className="tabs" role="tablist" aria-label={t('tabs.label')}>
        {(['walk-in', 'appointment'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`front-desk-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`front-desk-panel-${id}`}
            className={tab === id ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            onClick={() => setTab(id)}
          >
            {id === 'walk-in' ? t('tabs.walkIn') : t('tabs.appointment')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`front-desk-panel-${tab}`} aria-labelledby={`front-desk-tab-${tab}`}>
        {tab === 'walk-in' ? (
          services.isPending ? (
            <Spinner label={t('loadingServices')} />
          ) : (
            <WalkInCheckIn services={services.data ?? []} queueDate={queueDate} onKept={onKept} />
          )
        ) : (
          <AppointmentCheckIn queueDate={queueDate} onKept={onKept} />
        )}
      </div>
    </div>
  );
}
