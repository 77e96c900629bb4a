import { estimateWait, type CheckedIn } from '@centre/domain/visits';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { WaitEstimate } from '../../../components/wait-estimate';
import { useQueueDisplay } from '../../../data/queue/live-queue-display';

/** The ticket, big enough to read out or copy onto a slip, with the service and the wait now. */
export function CheckInConfirmation({
  answer,
  serviceName,
  queueDate,
  onNext,
}: {
  answer: CheckedIn;
  serviceName: string;
  queueDate: string;
  onNext: () => void;
}) {
  const { t } = useTranslation('visitor-registration');
  const display = useQueueDisplay(answer.queueDate || queueDate);
  const queue = display.data?.services[answer.serviceId];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel ticket-card" role="status" aria-labelledby="ticket-title">
      <h2 id="ticket-title" ref={heading} tabIndex={-1} className="front-desk__title">
        {answer.created ? t('done.title') : t('done.already')}
      </h2>
      <p className="ticket-card__label">{t('done.ticket')}</p>
      <p className="ticket-card__ticket" data-testid="ticket">
        {answer.ticket}
      </p>
      <p className="ticket-card__service">{serviceName}</p>
      <p className="ticket-card__wait">
        <WaitEstimate
          estimate={
            display.isPending
              ? undefined
              : queue
                ? estimateWait({
                    waiting: Math.max(0, queue.waiting - 1),
                    openDesks: queue.openDesks,
                    serviceMinutes: queue.serviceMinutes,
                  })
                : { kind: 'none' }
          }
        />
      </p>
      <Button size="lg" onClick={onNext}>
        {t('done.next')}
      </Button>
    </section>
  );
}
