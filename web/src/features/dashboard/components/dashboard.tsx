import { hasPermission } from '@centre/domain/access';
import { TableFrame } from '../../../components/table-frame';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '@centre/domain/applications';
import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS, addDays } from '@centre/domain/bookings';
import {
  APPLICATION_RESPONSE_DAYS,
  dashboardCardsFor,
  type DashboardCard,
  type DashboardSource,
} from '@centre/domain/dashboard';
import { serviceNameIn, type ServiceQueue } from '@centre/domain/queue-display';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { LoadFailedNotice } from '../../../components/load-failed-notice';
import { OPEN_STATUSES } from '../../../data/applications/keys';
import { dashboardRead } from '../../../data/dashboard/get-dashboard';
import { useCloseColleagueDesk } from '../api/close-colleague-desk';
import type { DashboardData } from '../../../data/dashboard/load-dashboard';
import { useServiceName } from '../../../data/services/service-name';
import type { SessionUser } from '../../../data/users/session-user';
import { currentLocale, formatFee, humanize, intlLocale } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { labelOf } from '../../../lib/labels';
import { useNow } from '../../../lib/use-now';

interface DashboardProps {
  user: SessionUser;
  /** Actions other features add beside the dashboard's own (the tasks feature's "New task"). */
  actions?: ReactNode;
}

/** Where each card's figures come from, to say which cards a failed source leaves empty. */
const CARD_SOURCES: Partial<Record<DashboardCard, readonly DashboardSource[]>> = {
  queue_today: ['queue_display'],
  my_assignments: [
    'application_stats',
    'my_visits_count',
    'my_tasks_count',
    'my_overdue_tasks_count',
  ],
  unread_messages: ['unread_count'],
  centre_today: ['visits_today', 'application_stats', 'visits_no_shows_week'],
  staff_on_desk: ['queue_board'],
  applications_by_status: ['application_stats'],
  appointments_today: ['appointment_stats'],
  bank_requests: ['bank_requests_waiting'],
  bank_clients_kyc: ['my_kyc_clients_count'],
  my_commissions: ['my_commissions_month'],
};

/** Cards holding a table with a row per service: two columns wide where there is room. */
const WIDE_CARDS: readonly DashboardCard[] = ['queue_today'];

function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return new Intl.NumberFormat(intlLocale(currentLocale()), { maximumFractionDigits: 1 }).format(
    value,
  );
}

/**
 * The role-aware dashboard (docs/product.md "Dashboard"): the cards of dashboardCardsFor, each a
 * region named by its heading with links to the filtered lists behind its figures. The cards are
 * laid out at once with placeholders, so nothing moves when the counts arrive.
 */
export function Dashboard({ user, actions }: DashboardProps) {
  const { t } = useTranslation('dashboard');
  const cards = dashboardCardsFor(user);
  const read = dashboardRead.useRead(user);
  const data = read.data;
  const showRegister = cards.includes('register_visitor');

  return (
    <div className="dashboard">
      {(showRegister || actions) && (
        <div className="dashboard__actions" role="group" aria-label={t('actions')}>
          {showRegister && <Button to="/visitors/register">{t('registerVisitor')}</Button>}
          {actions}
        </div>
      )}
      {read.isError && (
        <LoadFailedNotice
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void read.refetch()}
          retrying={read.isFetching}
        />
      )}
      <div className="dashboard__grid" aria-busy={read.isPending}>
        {cards
          .filter((card) => card !== 'register_visitor')
          .map((card) => (
            <DashboardCardView
              key={card}
              card={card}
              data={data}
              uid={user.uid}
              closeDesks={hasPermission(user, 'manage_users')}
            />
          ))}
      </div>
    </div>
  );
}

interface CardProps {
  card: DashboardCard;
  data: DashboardData | undefined;
  /** The signed-in user: the bank cards link to their own clients. */
  uid: string;
  /** manage_users: the desks card offers to close a colleague's desk left open. */
  closeDesks: boolean;
}

function DashboardCardView({ card, data, uid, closeDesks }: CardProps) {
  const { t } = useTranslation('dashboard');
  const titleId = `dashboard-${card}`;
  const failed = data?.failed.some((source) => CARD_SOURCES[card]?.includes(source)) ?? false;
  return (
    <section
      className={`panel dashboard__card${WIDE_CARDS.includes(card) ? ' dashboard__card--wide' : ''}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t(`cards.${card}.title`)}</h2>
      {failed && (
        <p className="text-error" role="alert">
          {t('cardFailed')}
        </p>
      )}
      <CardBody card={card} data={data} uid={uid} closeDesks={closeDesks} />
    </section>
  );
}

/** A figure with its label, linked to the list it counts. */
function Figure({
  label,
  value,
  to,
  note,
}: {
  label: string;
  value: string;
  to?: string;
  note?: string;
}) {
  return (
    <div className="dashboard__figure">
      <dt>{to ? <Link to={to}>{label}</Link> : label}</dt>
      <dd>
        <span className="dashboard__value">{value}</span>
        {note && <span className="dashboard__note">{note}</span>}
      </dd>
    </div>
  );
}

/** The line under a card that leads to the page with the whole picture. */
function MoreLink({ to, text }: { to: string; text: string }) {
  return (
    <p className="dashboard__more">
      <Link to={to}>{text}</Link>
    </p>
  );
}

/** A card's list, or its empty line once the data says there is nothing to list. */
function ListOrEmpty({
  empty,
  emptyText,
  children,
}: {
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return empty ? <p className="dashboard__empty">{emptyText}</p> : children;
}

/** One count linked to its list, and a link under it to the same list. */
function CountCard({
  label,
  value,
  to,
  more,
}: {
  label: string;
  value: number | null | undefined;
  to: string;
  more: string;
}) {
  return (
    <>
      <dl className="dashboard__figures">
        <Figure label={label} value={formatNumber(value)} to={to} />
      </dl>
      <MoreLink to={to} text={more} />
    </>
  );
}

function CardBody({ card, data, uid, closeDesks }: CardProps) {
  const { t } = useTranslation('dashboard');
  const today = data?.today ?? '';
  switch (card) {
    case 'queue_today':
      return <QueueCard data={data} />;
    case 'appointments_today':
      return (
        <>
          <dl className="dashboard__figures">
            {APPOINTMENT_STATUSES.map((status) => (
              <Figure
                key={status}
                label={labelOf(APPOINTMENT_STATUS_LABELS, status)}
                value={formatNumber(data?.appointmentsToday?.[status])}
                to={`/appointments?date=${today}&status=${status}`}
              />
            ))}
          </dl>
          <MoreLink to={`/appointments?date=${today}`} text={t('cards.appointments_today.link')} />
        </>
      );
    case 'my_assignments': {
      const overdue = (count: number | null | undefined) =>
        count ? t('overdue', { count, formatted: formatNumber(count) }) : undefined;
      return (
        <>
          <dl className="dashboard__figures">
            <Figure
              label={t('cards.my_assignments.applications')}
              value={formatNumber(data?.applications?.mine)}
              note={overdue(data?.applications?.mineOverdue)}
              to="/my-assignments?kind=application"
            />
            <Figure
              label={t('cards.my_assignments.visits')}
              value={formatNumber(data?.myVisits)}
              to="/my-assignments?kind=visit"
            />
            <Figure
              label={t('cards.my_assignments.tasks')}
              value={formatNumber(data?.myTasks)}
              note={overdue(data?.myOverdueTasks)}
              to="/my-assignments?kind=task"
            />
          </dl>
          <MoreLink to="/my-assignments" text={t('cards.my_assignments.link')} />
        </>
      );
    }
    case 'unread_messages':
      return (
        <dl className="dashboard__figures">
          <Figure
            label={t('cards.unread_messages.label')}
            value={formatNumber(data?.unreadMessages)}
            to="/messages"
          />
        </dl>
      );
    case 'centre_today': {
      const wait = data?.visitsToday?.averageWaitMinutes;
      return (
        <dl className="dashboard__figures">
          <Figure
            label={t('cards.centre_today.visits')}
            value={formatNumber(data?.visitsToday?.count)}
            to="/visits"
          />
          <Figure
            label={t('cards.centre_today.averageWait')}
            value={
              wait === null || wait === undefined
                ? '—'
                : t('minutes', { count: Math.round(wait), formatted: formatNumber(wait) })
            }
            to="/visits"
          />
          <Figure
            label={t('cards.centre_today.awaiting', { count: APPLICATION_RESPONSE_DAYS })}
            value={formatNumber(data?.applications?.overdue)}
            to={
              today
                ? `/applications?status=${OPEN_STATUSES}&to=${addDays(today, -APPLICATION_RESPONSE_DAYS - 1)}&sort=oldest`
                : `/applications?status=${OPEN_STATUSES}&sort=oldest`
            }
          />
          <Figure
            label={t('cards.centre_today.noShows')}
            value={formatNumber(data?.noShowsThisWeek)}
            to="/reports?report=visits&range=this_week"
          />
        </dl>
      );
    }
    case 'staff_on_desk':
      return <DesksCard data={data} closeDesks={closeDesks} />;
    case 'applications_by_status':
      return (
        <div className="dashboard__scroll">
          <table className="dashboard__table">
            <thead>
              <tr>
                <th scope="col">{t('cards.applications_by_status.status')}</th>
                <th scope="col">{t('cards.applications_by_status.all')}</th>
                <th scope="col">{t('cards.applications_by_status.hca')}</th>
              </tr>
            </thead>
            <tbody>
              {APPLICATION_STATUSES.map((status) => {
                const byStatus = data?.applications?.byStatus;
                const all = byStatus ? byStatus.service[status] + byStatus.hca[status] : null;
                return (
                  <tr key={status}>
                    <th scope="row">{labelOf(APPLICATION_STATUS_LABELS, status)}</th>
                    <td>
                      <Link to={`/applications?status=${status}`}>{formatNumber(all)}</Link>
                    </td>
                    <td>
                      <Link to={`/hca-applications?status=${status}`}>
                        {formatNumber(byStatus?.hca[status])}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      );
    case 'bank_requests':
      return (
        <CountCard
          label={t('cards.bank_requests.label')}
          value={data?.bankRequestsWaiting}
          to="/bank-services?tab=requests"
          more={t('cards.bank_requests.link')}
        />
      );
    case 'bank_clients_kyc':
      return (
        <CountCard
          label={t('cards.bank_clients_kyc.label')}
          value={data?.myKycClients}
          to={`/bank-services?tab=clients&agent=${encodeURIComponent(uid)}&status=kyc_pending`}
          more={t('cards.bank_clients_kyc.link')}
        />
      );
    case 'my_commissions': {
      const commissions = data?.myCommissions;
      return (
        <dl className="dashboard__figures">
          <Figure
            label={t('cards.my_commissions.activations')}
            value={formatNumber(commissions?.count)}
          />
          <Figure
            label={t('cards.my_commissions.earned')}
            value={commissions ? formatFee(commissions.amountCents / 100) : '—'}
          />
        </dl>
      );
    }
    case 'register_visitor':
      return null;
  }
}

function QueueCard({ data }: { data: DashboardData | undefined }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n);
  // Service names in the page's language: the catalogue's when a page of this session has read
  // it already (the dashboard itself does not: its reads stay within the budget), else the
  // names the day's summary carries for the line, else (a line only an open desk made so far,
  // the first of a day) the id in words.
  const serviceName = useServiceName({ enabled: false });
  const nameOf = (id: string, line: ServiceQueue) =>
    serviceName(id, serviceNameIn(line.names, language) ?? humanize(id));
  const now = useNow(30_000).getTime();
  const lines = Object.entries(data?.queue ?? {}).filter(
    ([, line]) => line.waiting > 0 || line.served > 0 || line.openDesks > 0,
  );
  return (
    <>
      <ListOrEmpty empty={!!data && lines.length === 0} emptyText={t('cards.queue_today.empty')}>
        {/* Scrolls sideways on a phone: the keyboard reaches it, named by the card. */}
        <TableFrame className="dashboard__scroll" label={t('cards.queue_today.title')}>
          <table className="dashboard__table">
            <thead>
              <tr>
                <th scope="col">{t('cards.queue_today.service')}</th>
                <th scope="col">{t('cards.queue_today.waiting')}</th>
                <th scope="col">{t('cards.queue_today.longest')}</th>
                <th scope="col">{t('cards.queue_today.served')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map(([id, line]) => {
                const minutes =
                  line.oldestWaitingSince === null
                    ? null
                    : Math.max(0, Math.floor((now - line.oldestWaitingSince) / 60_000));
                return (
                  <tr key={id}>
                    <th scope="row">{nameOf(id, line)}</th>
                    <td>{formatNumber(line.waiting)}</td>
                    <td>
                      {minutes === null
                        ? '—'
                        : t('minutes', { count: minutes, formatted: formatNumber(minutes) })}
                    </td>
                    <td>{formatNumber(line.served)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      </ListOrEmpty>
      <MoreLink to="/visits" text={t('cards.queue_today.link')} />
    </>
  );
}

function DesksCard({ data, closeDesks }: { data: DashboardData | undefined; closeDesks: boolean }) {
  const { t } = useTranslation('dashboard');
  const desks = Object.entries(data?.desks ?? {}).sort(([, a], [, b]) =>
    a.deskName.localeCompare(b.deskName),
  );
  const [closed, setClosed] = useState<string | null>(null);
  return (
    <>
      <ListOrEmpty empty={!!data && desks.length === 0} emptyText={t('cards.staff_on_desk.none')}>
        <ul className="dashboard__list">
          {desks.map(([uid, desk]) => (
            <li key={uid}>
              <strong>{desk.staffName}</strong> — {desk.deskName}
              {desk.currentTicket && (
                <span className="dashboard__detail">
                  {t('cards.staff_on_desk.serving', { ticket: desk.currentTicket })}
                </span>
              )}
              {closeDesks && (
                <CloseDesk
                  uid={uid}
                  desk={desk}
                  onClosed={() => setClosed(t('cards.staff_on_desk.closed', desk))}
                />
              )}
            </li>
          ))}
        </ul>
      </ListOrEmpty>
      {closeDesks && (
        <p className="visually-hidden" role="status">
          {closed}
        </p>
      )}
      <MoreLink to="/visits" text={t('cards.staff_on_desk.link')} />
    </>
  );
}

/**
 * An admin closes a colleague's desk left open (closeDesk with their uid), after saying what it
 * does: the visit it had called stays as it is, and they may open the desk again.
 */
function CloseDesk({
  uid,
  desk,
  onClosed,
}: {
  uid: string;
  desk: { deskName: string; staffName: string };
  onClosed: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const [asking, setAsking] = useState(false);
  const close = useCloseColleagueDesk();
  const opener = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  // The question takes focus (a screen reader reads it); "Keep it open" gives it back.
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (asked.current) opener.current?.focus();
    asked.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <div className="dashboard__desk-actions">
        <Button
          ref={opener}
          variant="ghost"
          size="sm"
          aria-label={t('cards.staff_on_desk.closeLabel', desk)}
          onClick={() => setAsking(true)}
        >
          {t('cards.staff_on_desk.close')}
        </Button>
      </div>
    );
  }
  return (
    <div className="dashboard__desk-actions">
      <p ref={confirmRef} tabIndex={-1}>
        {t('cards.staff_on_desk.confirm', desk)}
      </p>
      <Button
        variant="danger"
        size="sm"
        loading={close.isPending}
        onClick={() =>
          close.mutate(uid, {
            onSuccess: onClosed,
          })
        }
      >
        {t('cards.staff_on_desk.confirmYes')}
      </Button>{' '}
      <Button
        variant="ghost"
        size="sm"
        disabled={close.isPending}
        onClick={() => {
          close.reset();
          setAsking(false);
        }}
      >
        {t('cards.staff_on_desk.confirmNo')}
      </Button>
      {close.isError && (
        <p className="text-error" role="alert">
          {t('cards.staff_on_desk.closeFailed')}
        </p>
      )}
    </div>
  );
}
