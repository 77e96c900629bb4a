import '../messages.css';
import { hasPermission } from '@centre/domain/access';
import { recordLinkInput, type RecordLinkInput } from '@centre/domain/record-links';
import { staffThreadId } from '@centre/domain/staff-messages';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { ReadDeniedNotice } from '../../../components/read-denied-notice';
import { Spinner } from '../../../components/spinner';
import { TextInput } from '../../../components/text-input';
import { useInbox } from '../../../data/messages/list-threads';
import { useStaffOptions } from '../../../data/users/list-staff';
import type { SessionUser } from '../../../data/users/session-user';
import { ContactInbox } from './contact-inbox';
import { ConversationList, conversationsOf } from './conversation-list';
import { MessageViews, viewOf } from './message-views';
import { MessagePanes } from './panes';
import { ThreadView } from './thread-view';

/** `?about=application:<id>`: the record a new message is about (checked by the server too). */
export function parseAbout(value: string | null): RecordLinkInput | null {
  if (!value) return null;
  const separator = value.indexOf(':');
  const parsed = recordLinkInput.safeParse({
    kind: value.slice(0, separator),
    id: value.slice(separator + 1),
  });
  return separator > 0 && parsed.success ? parsed.data : null;
}

/**
 * /messages (full-height layout): the staff conversations beside the open thread, which the URL
 * names (`?with=<uid>`), or the contact form inbox (`?view=contact&message=<id>`). Phones show
 * one pane at a time. view_messages reads; send_messages writes (without it, threads are
 * read-only and contact messages cannot be marked handled).
 */
export function MessagesPage({ currentUser }: { currentUser: SessionUser }) {
  const { t } = useTranslation('staff-messages');
  const [params] = useSearchParams();
  // Without view_messages the rules let nothing be read: say so rather than show an empty inbox.
  if (!hasPermission(currentUser, 'view_messages')) {
    return <ReadDeniedNotice message={t('readDenied')} />;
  }
  const view = viewOf(params);
  return (
    <div className="messages-page">
      <MessageViews current={view} />
      {view === 'contact' ? (
        <ContactInbox canChange={hasPermission(currentUser, 'send_messages')} />
      ) : (
        <Conversations currentUser={currentUser} />
      )}
    </div>
  );
}

function Conversations({ currentUser }: { currentUser: SessionUser }) {
  const { t } = useTranslation('staff-messages');
  const me = currentUser.uid;
  const canSend = hasPermission(currentUser, 'send_messages');
  const [params, setParams] = useSearchParams();
  const selected = params.get('with');
  const about = parseAbout(params.get('about'));
  const [search, setSearch] = useState('');

  const threads = useInbox(me);
  const staff = useStaffOptions();
  const conversations = useMemo(
    () => conversationsOf(me, threads.threads, staff.data ?? []),
    [me, threads.threads, staff.data],
  );
  const shown = conversations.filter((conversation) =>
    conversation.name.toLowerCase().includes(search.trim().toLowerCase()),
  );
  const other = selected
    ? (conversations.find((conversation) => conversation.uid === selected) ?? {
        uid: selected,
        name: '',
        thread: null,
      })
    : null;

  const hrefOf = (uid: string) => {
    const next = new URLSearchParams(params);
    next.set('with', uid);
    return `/messages?${next.toString()}`;
  };
  const listHref = (() => {
    const next = new URLSearchParams(params);
    next.delete('with');
    const query = next.toString();
    return query ? `/messages?${query}` : '/messages';
  })();

  return (
    <MessagePanes
      titleId="inbox-title"
      title={t('inbox.heading')}
      choose={t('thread.choose')}
      detail={
        other ? (
          <ThreadView
            key={other.uid}
            me={me}
            other={{ uid: other.uid, name: other.name || other.uid }}
            threadId={staffThreadId(me, other.uid)}
            canSend={canSend && other.uid !== me}
            about={about}
            onRemoveAbout={() => {
              const next = new URLSearchParams(params);
              next.delete('about');
              setParams(next, { replace: true });
            }}
            backTo={listHref}
          />
        ) : null
      }
    >
      <TextInput
        label={t('inbox.search')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {threads.isPending && staff.isPending ? (
        <Spinner label={t('inbox.heading')} />
      ) : (
        <>
          {threads.isError && (
            <p className="notice notice--error" role="alert">
              {t('inbox.loadFailed')}
            </p>
          )}
          <ConversationList me={me} conversations={shown} selected={selected} hrefOf={hrefOf} />
          {threads.olderFailed && (
            <p className="notice notice--error" role="alert">
              {t('inbox.olderFailed')}
            </p>
          )}
          {threads.hasOlder && (
            <div className="inbox__older">
              <Button
                variant="ghost"
                size="sm"
                loading={threads.isLoadingOlder}
                onClick={() => void threads.loadOlder()}
              >
                {threads.isLoadingOlder ? t('inbox.loadingOlder') : t('inbox.older')}
              </Button>
            </div>
          )}
        </>
      )}
    </MessagePanes>
  );
}
