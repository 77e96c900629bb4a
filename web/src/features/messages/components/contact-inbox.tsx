import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from '@centre/domain/contact';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CursorPager, useCursorStack } from '../../../components/cursor-pager';
import { Spinner } from '../../../components/spinner';
import type { ContactMessage } from '../../../data/contact-messages/converter';
import {
  useContactMessagesPage,
  type ContactMessageCursor,
} from '../../../data/contact-messages/list-contact-messages-page';
import { formatDateTime } from '../../../lib/format';
import { useContactSubject } from '../utils/use-contact-subject';
import { ContactMessageView } from './contact-message-view';
import { CONTACT_VIEW } from './message-views';
import { MessagePanes } from './panes';

/** `?status=handled` lists the handled messages; anything else, the new ones. */
function statusOf(params: URLSearchParams): ContactMessageStatus {
  return params.get('status') === 'handled' ? 'handled' : 'new';
}

/** /messages?view=contact[&status=handled][&message=<id>] with only the given changes. */
function contactHref(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  next.set('view', CONTACT_VIEW);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return `/messages?${next.toString()}`;
}

/**
 * The contact form inbox (`?view=contact`): the public's messages of one status (New by
 * default), newest first in cursor pages, beside the open one (`&message=<id>`). Phones show one
 * of the two at a time, as the conversations do.
 */
export function ContactInbox({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation('staff-messages');
  const [params] = useSearchParams();
  const status = statusOf(params);
  const selected = params.get('message');
  const cursor = useCursorStack<ContactMessageCursor>(status);
  const page = useContactMessagesPage({ status }, cursor.pageIndex, cursor.after);

  return (
    <MessagePanes
      titleId="contact-inbox-title"
      title={t('contact.heading')}
      choose={t('contact.choose')}
      detail={
        selected ? (
          <ContactMessageView
            key={selected}
            messageId={selected}
            canChange={canChange}
            backTo={contactHref(params, { message: null })}
          />
        ) : null
      }
    >
      <nav className="contact-filter" aria-label={t('contact.filter')}>
        {CONTACT_MESSAGE_STATUSES.map((option) => (
          <Link
            key={option}
            to={contactHref(params, { status: option === 'new' ? null : option })}
            className="contact-filter__link"
            aria-current={option === status ? 'true' : undefined}
          >
            {t(`contact.status.${option}`)}
          </Link>
        ))}
      </nav>
      {page.isPending ? (
        <Spinner label={t('contact.loading')} />
      ) : page.isError ? (
        <p className="notice notice--error" role="alert">
          {t('contact.loadFailed')}
        </p>
      ) : page.data.rows.length === 0 && cursor.pageIndex === 0 ? (
        <p className="inbox__empty">{t(`contact.empty.${status}`)}</p>
      ) : (
        <>
          <ContactMessageList
            messages={page.data.rows}
            selected={selected}
            hrefOf={(id) => contactHref(params, { message: id })}
          />
          {(cursor.pageIndex > 0 || page.data.full) && (
            <CursorPager
              label={t('contact.pages')}
              summary={t('contact.page', { page: cursor.pageIndex + 1 })}
              pageIndex={cursor.pageIndex}
              hasNext={page.data.full}
              fetching={page.isFetching}
              onPrevious={cursor.goPrevious}
              onNext={() => cursor.goNext(page.data.last)}
              previousLabel={t('contact.newer')}
              nextLabel={t('contact.older')}
            />
          )}
        </>
      )}
    </MessagePanes>
  );
}

function ContactMessageList({
  messages,
  selected,
  hrefOf,
}: {
  messages: readonly ContactMessage[];
  selected: string | null;
  hrefOf: (id: string) => string;
}) {
  const { t } = useTranslation('staff-messages');
  const subjectOf = useContactSubject();
  return (
    <ul className="inbox__list">
      {messages.map((message) => (
        <li key={message.id}>
          <Link
            to={hrefOf(message.id)}
            className={[
              'inbox__item',
              message.id === selected && 'inbox__item--selected',
              message.status === 'new' && 'inbox__item--unread',
            ]
              .filter(Boolean)
              .join(' ')}
            aria-current={message.id === selected ? 'page' : undefined}
          >
            <span className="inbox__name">{message.name}</span>
            {message.status === 'new' && (
              <span className="pill contact-inbox__new">{t('contact.status.new')}</span>
            )}
            <span className="inbox__snippet">{subjectOf(message.subject)}</span>
            <span className="inbox__time">{formatDateTime(message.createdAt)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
