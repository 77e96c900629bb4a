import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useNewContactMessageCount } from '../../../data/contact-messages/get-new-count';
import { formatUnreadBadge } from './unread-badge';

/** The two views of /messages: `?view=contact` is the contact form inbox, else the staff's. */
export type MessagesView = 'staff' | 'contact';

export const CONTACT_VIEW = 'contact';

export function viewOf(params: URLSearchParams): MessagesView {
  return params.get('view') === CONTACT_VIEW ? 'contact' : 'staff';
}

/**
 * Links between the staff conversations and the contact form inbox, with the number of new
 * contact messages. Each view starts afresh (no conversation or message open).
 */
export function MessageViews({ current }: { current: MessagesView }) {
  const { t } = useTranslation('staff-messages');
  const newCount = useNewContactMessageCount();
  const count = newCount.data ?? 0;
  return (
    <nav className="message-views" aria-label={t('views.label')}>
      <Link
        to="/messages"
        className="message-views__link"
        aria-current={current === 'staff' ? 'page' : undefined}
      >
        {t('views.staff')}
      </Link>
      <Link
        to={`/messages?view=${CONTACT_VIEW}`}
        className="message-views__link"
        aria-current={current === 'contact' ? 'page' : undefined}
      >
        {t('views.contact')}
        {count > 0 && (
          <>
            {' '}
            <span className="badge" aria-hidden="true">
              {formatUnreadBadge(count)}
            </span>
            <span className="visually-hidden">{t('views.newCount', { count })}</span>
          </>
        )}
      </Link>
    </nav>
  );
}
