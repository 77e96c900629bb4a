import { hasPermission } from '@centre/domain/access';
import { VISIT_PRIORITY_LABELS, type VisitRecord } from '@centre/domain/visits';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { useQueueBoard } from '../../../data/queue/live-queue-board';
import { useQueueDate } from '../../../data/queue/queue-date';
import type { ServiceOption } from '../../../data/services/converter';
import { useServiceOptions } from '../../../data/services/list-service-options';
import { serviceNameOf } from '../../../data/services/service-name';
import type { CurrentStaff } from '../../../data/users/session-user';
import { useActiveVisits } from '../../../data/visits/list-active-visits';
import { formatDay } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';
import { useNow } from '../../../lib/use-now';
import { visitActionErrorMessage } from '../lib/error-message';
import { minutesSince, serviceLines } from '../lib/lines';
import { DeskPanel } from './desk-panel';
import { VisitStatusPill } from './visit-status';
import '../visits.css';

function Ticket({ visit }: { visit: VisitRecord }) {
  return (
    <Link to={`/visits/${visit.id}`} className="ticket-link">
      {visit.ticket}
    </Link>
  );
}

function Lines({
  visits,
  services,
  now,
}: {
  visits: readonly VisitRecord[];
  services: readonly ServiceOption[];
  now: Date;
}) {
  const { t } = useTranslation('visits');
  const lines = serviceLines(visits, services);
  if (lines.length === 0) return <p className="text-muted">{t('board.nobody')}</p>;
  return (
    <div className="lines">
      {lines.map((line) => {
        const longest = minutesSince(line.oldestWaitingSince, now);
        return (
          <section
            key={line.serviceId}
            className="panel line"
            aria-labelledby={`line-${line.serviceId}`}
            data-testid={`line-${line.serviceId}`}
          >
            <h3 id={`line-${line.serviceId}`} className="line__title">
              {line.serviceName}
            </h3>
            <p className="line__stats">
              <span className="line__count">
                {t('board.waiting', { count: line.waiting.length })}
              </span>
              {longest !== null && (
                <span className="line__longest">{t('board.longest', { minutes: longest })}</span>
              )}
            </p>
            {line.waiting.length > 0 && (
              <ol
                className="line__queue"
                aria-label={t('board.callOrder', { service: line.serviceName })}
              >
                {line.waiting.map((visit) => (
                  <li key={visit.id}>
                    <Ticket visit={visit} />
                    {visit.priority === 'priority' && (
                      <span className="tag tag--priority">
                        {labelOf(VISIT_PRIORITY_LABELS, 'priority')}
                      </span>
                    )}
                    {visit.appointmentId && <span className="tag">{t('board.appointment')}</span>}
                    <span className="text-muted line__waited">
                      {t('board.minutes', { count: minutesSince(visit.checkedInAt, now) ?? 0 })}
                    </span>
                  </li>
                ))}
              </ol>
            )}
            {line.atDesks.length > 0 && (
              <ul className="line__served">
                {line.atDesks.map((visit) => (
                  <li key={visit.id}>
                    <Ticket visit={visit} /> <VisitStatusPill status={visit.status} />
                    {visit.desk && <span className="text-muted"> · {visit.desk}</span>}
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

/**
 * /visits: the member of staff's own desk, then the day's live queue per service and the desks.
 * The desk comes first in the page (and so first for keyboard and screen-reader users): it is the
 * tool of whoever works one; on a phone it would otherwise sit below every line. On a wide screen
 * it is the left column, so that what is seen first is also what is reached first.
 */
export function VisitsBoard({ currentUser }: { currentUser: CurrentStaff }) {
  const { t } = useTranslation('visits');
  const canView = hasPermission(currentUser, 'view_visit_management');
  const canManage = hasPermission(currentUser, 'manage_visits');
  const { queueDate } = useQueueDate();
  const board = useQueueBoard(queueDate, canView);
  const active = useActiveVisits(queueDate, canView);
  const services = useServiceOptions();
  const now = useNow(15_000);

  if (!canView) {
    return (
      <p className="text-error" role="alert">
        {t('denied')}
      </p>
    );
  }

  const serviceList = services.data ?? [];
  const visits = active.data ?? [];
  const desks = Object.entries(board.data?.desks ?? {}).sort(([, a], [, b]) =>
    a.deskName.localeCompare(b.deskName),
  );
  const nameOf = (id: string) => serviceNameOf(serviceList, id);

  return (
    <div className="visits-board">
      {queueDate && <p className="page__lead">{formatDay(queueDate)}</p>}
      <div
        className={
          canManage ? 'visits-board__grid visits-board__grid--with-desk' : 'visits-board__grid'
        }
      >
        {canManage && (
          <DeskPanel uid={currentUser.uid} services={serviceList} activeVisits={visits} />
        )}
        <div className="visits-board__main">
          <section aria-labelledby="lines-title">
            <h2 id="lines-title">{t('board.linesTitle')}</h2>
            <QueryState
              query={active}
              pendingLabel={t('board.loading')}
              error={visitActionErrorMessage(active.error)}
            >
              {() => <Lines visits={visits} services={serviceList} now={now} />}
            </QueryState>
          </section>
          <section aria-labelledby="desks-title" className="desks">
            <h2 id="desks-title">{t('board.desksTitle')}</h2>
            {board.isPending ? (
              <Spinner label={t('board.loading')} />
            ) : desks.length === 0 ? (
              <p className="text-muted">{t('board.noDesks')}</p>
            ) : (
              <ul className="desk-list">
                {desks.map(([staffId, desk]) => (
                  <li key={staffId} className="desk-card" data-testid="board-desk">
                    <p className="desk-card__name">{desk.deskName}</p>
                    <p className="text-muted">{desk.staffName}</p>
                    <p className="desk-card__serving">
                      {desk.currentTicket && desk.currentVisitId ? (
                        <>
                          <Link to={`/visits/${desk.currentVisitId}`} className="ticket-link">
                            {desk.currentTicket}
                          </Link>{' '}
                          {desk.currentStatus && <VisitStatusPill status={desk.currentStatus} />}
                        </>
                      ) : (
                        <span className="text-muted">{t('board.free')}</span>
                      )}
                    </p>
                    <p className="desk-card__services text-muted">
                      {desk.serviceIds.map(nameOf).join(', ')}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
