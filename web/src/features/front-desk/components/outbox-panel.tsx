import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useServiceName } from '../../../data/services/service-name';
import { elementById, useFocusLater } from '../../../lib/use-focus-later';
import type { useCheckInOutbox } from '../hooks/use-check-in-outbox';

/**
 * Check-ins kept on this device until they are sent, and the tickets of those sent since. A
 * button whose row goes (Dismiss, Remove, a check-in sent) gives focus to the outbox's heading,
 * or to `focusAfter` (the desk's selected tab) once the outbox is empty and gone.
 */
export function OutboxPanel({
  outbox,
  focusAfter,
}: {
  outbox: ReturnType<typeof useCheckInOutbox>;
  /** The id of the element focused when the outbox is left empty. */
  focusAfter: string;
}) {
  const { t } = useTranslation('visitor-registration');
  const serviceName = useServiceName();
  const focusLater = useFocusLater(elementById, { onlyIfLost: true });
  /** Runs an outbox action; if its button goes with its row, focus goes to what stays. */
  const then = (action: () => unknown) => () => {
    focusLater('outbox-title', focusAfter);
    void action();
  };
  if (outbox.items.length === 0 && outbox.sent.length === 0) return null;
  return (
    <section className="panel outbox" aria-labelledby="outbox-title">
      {outbox.items.length > 0 && (
        <>
          <h2 id="outbox-title" className="outbox__title" role="status" tabIndex={-1}>
            {t('outbox.saved', { count: outbox.items.length })}
          </h2>
          <ul className="outbox__list">
            {outbox.items.map((item) => (
              <li key={item.requestId} className="outbox__item">
                <span>
                  <strong>{item.visitorName}</strong> ·{' '}
                  {serviceName(item.serviceId ?? item.input.serviceId ?? '', item.serviceName)}
                </span>
                {item.lastError ? (
                  <>
                    <span className="text-error">{item.lastError}</span>
                    <span className="outbox__actions">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={then(() => outbox.retry(item.requestId))}
                      >
                        {t('outbox.retry')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={then(() => outbox.remove(item.requestId))}
                      >
                        {t('outbox.remove')}
                      </Button>
                    </span>
                  </>
                ) : (
                  <span className="text-muted">{t('outbox.waiting')}</span>
                )}
              </li>
            ))}
          </ul>
          <Button size="sm" variant="outline" onClick={then(() => outbox.sync())}>
            {t('outbox.sendNow')}
          </Button>
        </>
      )}
      {outbox.sent.length > 0 && (
        <>
          <h2
            className="outbox__title"
            id={outbox.items.length ? 'outbox-sent-title' : 'outbox-title'}
            tabIndex={-1}
          >
            {t('outbox.sentTitle')}
          </h2>
          <ul className="outbox__list">
            {outbox.sent.map((item) => (
              <li key={item.visitId} className="outbox__item" data-testid="sent-check-in">
                <span>
                  <strong className="outbox__ticket">{item.ticket}</strong> {item.visitorName} ·{' '}
                  {serviceName(item.serviceId, item.serviceName)}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={then(() => outbox.dismissSent(item.visitId))}
                >
                  {t('outbox.dismiss')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
