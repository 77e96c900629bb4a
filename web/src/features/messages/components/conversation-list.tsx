import { unreadFor, type MessageThreadRecord } from '@centre/domain/staff-messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatUnreadBadge } from './unread-badge';

/** A colleague in the list: their thread with me, if we have one. */
export interface Conversation {
  uid: string;
  name: string;
  thread: MessageThreadRecord | null;
}

/**
 * The staff directory (the §7 staff query) and the colleagues I already have threads with (a
 * bank agent, say, whom that query leaves out): threads first, latest first, then everyone
 * else by name.
 */
export function conversationsOf(
  me: string,
  threads: readonly MessageThreadRecord[],
  staff: readonly { value: string; label: string }[],
): Conversation[] {
  const withThreads: Conversation[] = threads.map((thread) => {
    const uid = thread.participants.find((participant) => participant !== me) ?? me;
    const known = staff.find((person) => person.value === uid);
    return { uid, name: thread.names[uid] || known?.label || uid, thread };
  });
  const talkedTo = new Set(withThreads.map((conversation) => conversation.uid));
  const others = staff
    .filter((person) => person.value !== me && !talkedTo.has(person.value))
    .map((person) => ({ uid: person.value, name: person.label, thread: null }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [...withThreads, ...others];
}

interface ConversationListProps {
  me: string;
  conversations: readonly Conversation[];
  selected: string | null;
  /** The link that opens a conversation (keeps `?about=`). */
  hrefOf: (uid: string) => string;
}

export function ConversationList({ me, conversations, selected, hrefOf }: ConversationListProps) {
  const { t } = useTranslation('staff-messages');
  if (conversations.length === 0) return <p className="inbox__empty">{t('inbox.empty')}</p>;
  return (
    <ul className="inbox__list">
      {conversations.map(({ uid, name, thread }) => {
        const unread = thread ? unreadFor(thread, me) : 0;
        const last = thread?.lastMessage;
        const snippet = last
          ? last.senderId === me
            ? t('inbox.you', { text: last.body })
            : last.body
          : t('inbox.noMessages');
        return (
          <li key={uid}>
            <Link
              to={hrefOf(uid)}
              className={[
                'inbox__item',
                uid === selected && 'inbox__item--selected',
                unread > 0 && 'inbox__item--unread',
              ]
                .filter(Boolean)
                .join(' ')}
              aria-current={uid === selected ? 'page' : undefined}
            >
              <span className="inbox__name">{name}</span>
              {unread > 0 && (
                <span className="badge" aria-label={t('inbox.unread', { count: unread })}>
                  {formatUnreadBadge(unread)}
                </span>
              )}
              <span className="inbox__snippet">{snippet}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
