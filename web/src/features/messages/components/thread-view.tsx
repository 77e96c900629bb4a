import {
  recordLinkPath,
  RECORD_LINK_KIND_LABELS,
  type RecordLinkInput,
} from '@centre/domain/record-links';
import type { StaffMessageRecord } from '@centre/domain/staff-messages';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useThreadMessages } from '../../../data/messages/list-thread-messages';
import { dateFormat, currentLocale } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';
import { STAFF_DRAFT_PREFIX } from '../../../lib/session-draft';
import { describeMessageError } from '../api/describe-message-error';
import { markThreadRead } from '../api/mark-thread-read';
import { sendStaffMessage } from '../api/send-staff-message';
import { groupByDay, readReceiptOf, type DayGroup } from '../utils/day-groups';
import { Composer } from './composer';
import { PaneHeader } from './panes';

interface ThreadViewProps {
  me: string;
  other: { uid: string; name: string };
  threadId: string;
  canSend: boolean;
  /** The record a new message is about (`?about=kind:id`), until removed. */
  about: RecordLinkInput | null;
  onRemoveAbout: () => void;
  /** Phones show one pane at a time: the link back to the list. */
  backTo: string;
}

function DaySeparator({ group }: { group: DayGroup }) {
  const { t } = useTranslation('staff-messages');
  const text =
    group.relative === 'today'
      ? t('thread.today')
      : group.relative === 'yesterday'
        ? t('thread.yesterday')
        : dateFormat(currentLocale(), { dateStyle: 'full' }).format(group.date);
  return (
    <li className="thread__day" role="separator" aria-label={text}>
      <span>{text}</span>
    </li>
  );
}

function MessageItem({
  message,
  mine,
  receipt,
}: {
  message: StaffMessageRecord;
  mine: boolean;
  receipt: 'seen' | 'sent' | null;
}) {
  const { t } = useTranslation('staff-messages');
  const time = message.createdAt
    ? dateFormat(currentLocale(), { timeStyle: 'short' }).format(message.createdAt)
    : t('thread.sending');
  return (
    <li className={mine ? 'message message--mine' : 'message'}>
      <div className="message__bubble">
        {!mine && <span className="visually-hidden">{message.senderName}: </span>}
        <p className="message__body">{message.body}</p>
        {message.about && (
          <Link className="message__about" to={recordLinkPath(message.about)}>
            {t('thread.about', { label: message.about.label })}
          </Link>
        )}
        <span className="message__meta">
          <time dateTime={message.createdAt?.toISOString()}>{time}</time>
          {receipt && (
            <span className="message__receipt" data-testid="read-receipt">
              {' · '}
              {receipt === 'seen' ? t('thread.seen') : t('thread.sent')}
            </span>
          )}
        </span>
      </div>
    </li>
  );
}

/**
 * One conversation: its newest messages live (one listener), older ones on scrolling up, day
 * separators, "Seen" under the last message I sent once read, and the composer. Opening it (and
 * every new message while it is open) marks my unread messages read in one batch.
 */
export function ThreadView({
  me,
  other,
  threadId,
  canSend,
  about,
  onRemoveAbout,
  backTo,
}: ThreadViewProps) {
  const { t } = useTranslation('staff-messages');
  const { status, messages, hasOlder, isLoadingOlder, loadOlder, showSent } = useThreadMessages(
    me,
    threadId,
  );
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const previousHeight = useRef(0);
  const newest = messages.at(-1)?.id;
  const unreadForMe = messages.some((message) => message.recipientId === me && !message.read);

  // Opening the thread, and each message that arrives while it is open, clears my unread ones.
  const marking = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || !unreadForMe || marking.current) return;
    marking.current = true;
    markThreadRead(me, threadId)
      .catch(() => undefined)
      .finally(() => {
        marking.current = false;
      });
  }, [status, unreadForMe, me, threadId, newest]);

  // Newest at the bottom: follow new messages while at the bottom; keep the place when older
  // ones are added above.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (stickToBottom.current) element.scrollTop = element.scrollHeight;
    else element.scrollTop += element.scrollHeight - previousHeight.current;
    previousHeight.current = element.scrollHeight;
  }, [messages.length, newest]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
    previousHeight.current = element.scrollHeight;
    if (element.scrollTop < 80 && hasOlder && !isLoadingOlder) {
      void loadOlder();
    }
  };

  const receipt = readReceiptOf(messages, me);
  const groups = groupByDay(messages);

  return (
    <section className="thread" aria-labelledby="thread-title">
      <PaneHeader backTo={backTo} backLabel={t('thread.back')} titleId="thread-title">
        {other.name}
      </PaneHeader>
      <div className="thread__scroller" ref={scroller} onScroll={onScroll}>
        {status === 'loading' && <Spinner label={t('thread.loadingOlder')} />}
        {status === 'error' && (
          <p className="notice notice--error" role="alert">
            {t('thread.loadFailed')}
          </p>
        )}
        {status === 'ready' && hasOlder && (
          <div className="thread__older">
            <Button
              variant="ghost"
              size="sm"
              loading={isLoadingOlder}
              onClick={() => {
                stickToBottom.current = false;
                void loadOlder();
              }}
            >
              {isLoadingOlder ? t('thread.loadingOlder') : t('thread.loadOlder')}
            </Button>
          </div>
        )}
        {status === 'ready' && messages.length === 0 && (
          <p className="thread__empty">{t('thread.empty')}</p>
        )}
        <ol className="thread__messages" aria-live="polite" aria-relevant="additions">
          {groups.map((group) => [
            <DaySeparator key={`day-${group.day}`} group={group} />,
            ...group.messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                mine={message.senderId === me}
                receipt={
                  receipt?.messageId === message.id ? (receipt.seen ? 'seen' : 'sent') : null
                }
              />
            )),
          ])}
        </ol>
      </div>
      {canSend ? (
        <Composer
          recipientName={other.name}
          draftKey={`${STAFF_DRAFT_PREFIX}message:${me}:${threadId}`}
          describeError={describeMessageError}
          onSend={async (body) => {
            stickToBottom.current = true;
            const { messageId } = await sendStaffMessage({ recipientId: other.uid, body, about });
            if (about) onRemoveAbout();
            void showSent(messageId).catch(() => undefined);
          }}
        >
          {about && (
            <p className="composer__about">
              {t('composer.attached', {
                kind: labelOf(RECORD_LINK_KIND_LABELS, about.kind),
                id: about.id,
              })}{' '}
              <Button variant="ghost" size="sm" onClick={onRemoveAbout}>
                {t('composer.removeAttachment')}
              </Button>
            </p>
          )}
        </Composer>
      ) : (
        <p className="thread__read-only">{t('thread.readOnly')}</p>
      )}
    </section>
  );
}
