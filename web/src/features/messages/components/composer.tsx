import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextArea } from '../../../components/text-area';
import { useSessionDraftText } from '../../../lib/session-draft';
import { useFocusLater } from '../../../lib/use-focus-later';

interface ComposerProps {
  recipientName: string;
  /**
   * Where the unsent text is kept (a session draft: lib/session-draft.ts), so a reload or a look
   * at another conversation never costs it: one key per author and conversation.
   */
  draftKey: string;
  /** Sends the text; a rejection keeps it in the box and shows `describeError(error)`. */
  onSend: (body: string) => Promise<unknown>;
  describeError: (error: unknown) => string;
  /** Above the box: the record the message will be about, say. */
  children?: ReactNode;
}

/** Enter sends; Shift+Enter (or Enter while composing an accented character) is a new line. */
export function isSendKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent'>) {
  return (
    event.key === 'Enter' &&
    !event.shiftKey &&
    !(event.nativeEvent as { isComposing?: boolean }).isComposing
  );
}

/**
 * The message box of a thread. What was typed is never lost: it is kept as a draft of the
 * conversation until the server has the message, and a failure shows its reason next to the box
 * with the text still in it.
 */
export function Composer({
  recipientName,
  draftKey,
  onSend,
  describeError,
  children,
}: ComposerProps) {
  const { t } = useTranslation('staff-messages');
  const [text, setText] = useSessionDraftText(draftKey);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  // Once sent, the emptied box disables Send: focus on Send (a click) would drop to the page.
  const focusLater = useFocusLater((_target: 'box') => box.current);

  const send = async () => {
    if (sending || text.trim() === '') return;
    setSending(true);
    setError(undefined);
    try {
      await onSend(text);
      focusLater('box');
      setText('');
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form className="composer" onSubmit={onSubmit} aria-busy={sending}>
      {children}
      <div className="composer__row">
        <TextArea
          label={t('composer.label', { name: recipientName })}
          helperText={t('composer.hint')}
          error={error}
          ref={box}
          rows={2}
          value={text}
          containerClassName="composer__field"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (isSendKey(event)) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <Button type="submit" loading={sending} disabled={text.trim() === ''}>
          {t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
