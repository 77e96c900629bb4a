import { LANGUAGES } from '@centre/domain/constants';
import { estimateWait, isCurrentDisplay } from '@centre/domain/queue-display';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WaitEstimate } from '../../../components/wait-estimate';
import { useNewestQueueDisplay } from '../../../data/queue/live-newest-display';
import { useActiveServices } from '../../../data/services/list-active-services';
import { currentLanguage, setLanguage } from '../../../lib/i18n';
import { useNow } from '../../../lib/use-now';
import { callKey, newestFirst } from '../lib/calls';
import { canChime, playChime, unlockChime } from '../lib/chime';
import '../queue-display.css';

/** How many earlier calls are listed beside the latest. */
const PREVIOUS_CALLS = 5;

/**
 * The waiting-room TV (/queue-display, public): the latest called ticket and its desk, the calls
 * before it, and each service's waiting count and honest wait. Ticket numbers and desks only (a
 * first name only when the centre's setting puts one in the document). Chimes at each new call
 * once sound is turned on.
 */
export function QueueDisplay() {
  const { t, i18n } = useTranslation('queue-display');
  const newest = useNewestQueueDisplay();
  const services = useActiveServices();
  const now = useNow(10_000);
  // The newest display shows until the end of its day; after that the board waits for the next
  // day's first check-in, which writes a newer one.
  const display = newest.data && isCurrentDisplay(newest.data, now) ? newest.data : null;
  const [sound, setSound] = useState(false);
  const lastCall = useRef<string | null>(null);

  const calls = newestFirst(display?.recentCalls ?? []);
  const latest = calls[0];
  const previous = calls.slice(1, 1 + PREVIOUS_CALLS);

  // A new call at the head of the list chimes (not the one already shown when the page opens).
  const latestKey = latest ? callKey(latest) : null;
  useEffect(() => {
    if (!latestKey) return;
    if (lastCall.current !== null && latestKey !== lastCall.current && sound) playChime();
    lastCall.current = latestKey;
  }, [latestKey, sound]);

  const turnOnSound = async () => {
    const on = await unlockChime().catch(() => false);
    setSound(on);
    if (on) playChime();
  };

  const names = new Map((services.data ?? []).map((service) => [service.id, service.name]));
  const queues = Object.entries(display?.services ?? {}).sort(([a], [b]) =>
    (names.get(a) ?? a).localeCompare(names.get(b) ?? b),
  );
  const language = currentLanguage(i18n);
  const other = LANGUAGES.find((candidate) => candidate !== language) ?? language;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(now);

  return (
    <div className="queue-display" lang={language}>
      <header className="queue-display__header">
        <h1 className="queue-display__title">{t('title')}</h1>
        <p className="queue-display__clock">
          <time dateTime={now.toISOString()}>{time}</time>
        </p>
      </header>
      <main className="queue-display__main">
        <section className="now-serving" aria-labelledby="now-serving-label" aria-live="polite">
          <h2 id="now-serving-label" className="now-serving__label">
            {t('latest')}
          </h2>
          {latest ? (
            <>
              <p className="now-serving__ticket" data-testid="latest-ticket">
                {latest.ticket}
              </p>
              <p className="now-serving__desk">
                {t('goTo', { desk: latest.desk })}
                {latest.firstName ? ` · ${latest.firstName}` : ''}
              </p>
            </>
          ) : (
            <p className="now-serving__empty">{newest.isPending ? t('loading') : t('noCalls')}</p>
          )}
        </section>
        <DisplaySection name="previous" title={t('previous')} empty={previous.length === 0 && '—'}>
          <ol className="previous__list">
            {previous.map((call) => (
              <li key={`${call.ticket}-${call.calledAt}`} data-testid="previous-ticket">
                <span className="previous__ticket">{call.ticket}</span>
                <span className="previous__desk">{call.desk}</span>
              </li>
            ))}
          </ol>
        </DisplaySection>
        <DisplaySection name="waits" title={t('waits')} empty={queues.length === 0 && t('noQueue')}>
          <ul className="waits__list">
            {queues.map(([serviceId, queue]) => (
              <li key={serviceId} className="waits__item">
                <span className="waits__service">{names.get(serviceId) ?? serviceId}</span>
                <span className="waits__count">{t('waiting', { count: queue.waiting })}</span>
                <WaitEstimate
                  label={false}
                  className="waits__range"
                  estimate={estimateWait(queue)}
                />
              </li>
            ))}
          </ul>
        </DisplaySection>
      </main>
      <footer className="queue-display__footer">
        <p>{t('listen')}</p>
        <div className="queue-display__controls">
          {canChime() && (
            <button
              type="button"
              className="queue-display__button"
              aria-pressed={sound}
              onClick={() => (sound ? setSound(false) : void turnOnSound())}
            >
              {sound ? t('soundOff') : t('soundOn')}
            </button>
          )}
          <button
            type="button"
            className="queue-display__button"
            lang={other}
            onClick={() => void setLanguage(other, { persist: false })}
          >
            {t('switchLanguage')}
          </button>
        </div>
      </footer>
    </div>
  );
}

/** One of the board's lists below the latest call: its heading, then its items or the empty line. */
function DisplaySection({
  name,
  title,
  empty,
  children,
}: {
  name: 'previous' | 'waits';
  title: string;
  /** The line shown instead of the items when there are none; false when there are some. */
  empty: string | false;
  children: ReactNode;
}) {
  return (
    <section className={name} aria-labelledby={`${name}-label`}>
      <h2 id={`${name}-label`} className="queue-display__subtitle">
        {title}
      </h2>
      {empty === false ? children : <p className="previous__empty">{empty}</p>}
    </section>
  );
}
