import { LANGUAGE_LABELS } from '@centre/domain/constants';
import type { ContactMessageStatus } from '@centre/domain/contact';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import type { ContactMessage } from '../../../data/contact-messages/converter';
import { useContactMessage } from '../../../data/contact-messages/get-contact-message';
import { errorCode } from '../../../lib/error-code';
import { formatDateTime } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';
import { useSetContactMessageStatus } from '../api/set-contact-message-status';
import { PaneHeader } from './panes';
import { useContactSubject } from '../utils/use-contact-subject';

/** A mailto: link that answers the message under its own subject. */
export function replyHref(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}

/** A tel: link: the digits and a leading +, as dialled. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Which words say why a status change failed. */
function failureKey(error: unknown) {
  switch (errorCode(error)) {
    case 'not-found':
      return 'contact.errors.notFound' as const;
    case 'permission-denied':
    case 'unauthenticated':
      return 'contact.errors.denied' as const;
    case 'unavailable':
    case 'deadline-exceeded':
      return 'contact.errors.offline' as const;
    default:
      return 'contact.errors.failed' as const;
  }
}

interface ContactMessageViewProps {
  messageId: string;
  /** send_messages: may mark it handled or new. */
  canChange: boolean;
  /** Phones show one pane at a time: the link back to the list. */
  backTo: string;
}

/** One contact message in full, with the reply links and, for those who may, its status. */
export function ContactMessageView({ messageId, canChange, backTo }: ContactMessageViewProps) {
  const { t } = useTranslation('staff-messages');
  const subjectOf = useContactSubject();
  const message = useContactMessage(messageId);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = message.data != null;

  // Opening a message takes the reader to it (a screen reader hears its subject first).
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  return (
    <section className="thread contact-message" aria-labelledby="contact-message-title">
      <PaneHeader
        backTo={backTo}
        backLabel={t('contact.back')}
        titleId="contact-message-title"
        headingRef={heading}
      >
        {message.data ? subjectOf(message.data.subject) : t('contact.message')}
      </PaneHeader>
      {message.isPending ? (
        <Spinner label={t('contact.loadingMessage')} />
      ) : message.isError ? (
        <p className="notice notice--error" role="alert">
          {t('contact.messageLoadFailed')}
        </p>
      ) : message.data === null ? (
        <p className="thread__empty">{t('contact.notFound')}</p>
      ) : (
        <ContactMessageDetails message={message.data} canChange={canChange} />
      )}
    </section>
  );
}

function ContactMessageDetails({
  message,
  canChange,
}: {
  message: ContactMessage;
  canChange: boolean;
}) {
  const { t } = useTranslation('staff-messages');
  const change = useSetContactMessageStatus();
  const to: ContactMessageStatus = message.status === 'new' ? 'handled' : 'new';
  return (
    <div className="thread__scroller contact-message__body">
      <dl className="contact-message__facts">
        <dt>{t('contact.from')}</dt>
        <dd>{message.name}</dd>
        <dt>{t('contact.email')}</dt>
        <dd>
          <a href={replyHref(message)}>{message.email}</a>
        </dd>
        {message.phone && (
          <>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={telHref(message.phone)}>{message.phone}</a>
            </dd>
          </>
        )}
        <dt>{t('contact.language')}</dt>
        <dd>{labelOf(LANGUAGE_LABELS, message.language)}</dd>
        <dt>{t('contact.received')}</dt>
        <dd>{formatDateTime(message.createdAt)}</dd>
      </dl>
      <p className="contact-message__text">{message.message}</p>
      <div className="contact-message__status" role="status">
        {message.status === 'handled' ? (
          <p>
            {message.handledByName
              ? t('contact.handledBy', {
                  name: message.handledByName,
                  date: formatDateTime(message.handledAt),
                })
              : t('contact.handledOn', { date: formatDateTime(message.handledAt) })}
          </p>
        ) : (
          <p>{t('contact.isNew')}</p>
        )}
      </div>
      {canChange && (
        <div className="contact-message__actions">
          <Button
            variant={to === 'handled' ? 'primary' : 'outline'}
            size="sm"
            loading={change.isPending}
            onClick={() => change.mutate({ messageId: message.id, status: to })}
          >
            {change.isPending
              ? t('contact.saving')
              : to === 'handled'
                ? t('contact.markHandled')
                : t('contact.markNew')}
          </Button>
          {change.isError && (
            <p className="notice notice--error" role="alert">
              {t(failureKey(change.error))}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
