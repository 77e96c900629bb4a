import { useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './button';
import { ChangedNotice } from './changed-notice';
import { labelOf } from '../lib/labels';
import { STAFF_DRAFT_PREFIX, useSessionDraftText } from '../lib/session-draft';

/** The records whose status moves are shown: each has its own sentences in both languages. */
export type StatusSubject =
  'application' | 'appointment' | 'licenceRenewal' | 'bankRequest' | 'bankClient';

interface StatusTransitionActionsProps<S extends string> {
  /** The record, for the sentences shown (`common:statusActions.viewOnly.<subject>`...). */
  subject: StatusSubject;
  /** The record's path (`applications/<id>`): names the draft of the note being written. */
  record: string;
  /** The moves the workflow allows from the current status; none means the record is closed. */
  nextStatuses: readonly S[];
  actionLabels: Record<S, string>;
  /** A move without a variant is shown as a secondary button. */
  actionVariants?: Partial<Record<S, ButtonVariant>>;
  canManage: boolean;
  noteMax: number;
  /** The note's label, translated (default: an optional note, in the page's language). */
  noteLabel?: string;
  /** Moves that need a note (what is missing, why it is rejected); refused without one. */
  noteRequiredFor?: readonly S[];
  /** Shown when such a move is asked for without a note, translated (default: write a note). */
  noteRequiredMessage?: string;
  /**
   * Makes the move with the trimmed note. Resolves to the message to show when the move failed,
   * or null when it was made (the note is then cleared).
   */
  onChange: (status: S, note: string) => Promise<string | null>;
  /**
   * What a move made is said as, translated (default: the move's label); shown under the
   * buttons and focused once the move is made.
   */
  changedMessage?: (status: S) => string;
  /** The record's other moves made elsewhere (a conversion), shown in the same row of buttons. */
  moreActions?: ReactNode;
}

/**
 * A record's allowed status moves as buttons, with an optional note sent with the move. The note
 * is a draft of the record's (lib/session-draft.ts): a reload, a refused move or a visit to
 * another page gives it back; a move made forgets it. One set of actions per record, so a note
 * never follows to the next record.
 *
 * Focus never drops to the page: the clicked button goes away once the record moves (the next
 * statuses change), so a move made focuses the line under the buttons that says so; a refused
 * move returns focus to its button (held while the move is made), its message announced.
 */
export function StatusTransitionActions<S extends string>(props: StatusTransitionActionsProps<S>) {
  return <RecordStatusActions key={props.record} {...props} />;
}

function RecordStatusActions<S extends string>({
  subject,
  record,
  nextStatuses,
  actionLabels,
  actionVariants = {},
  canManage,
  noteMax,
  noteLabel,
  noteRequiredFor = [],
  noteRequiredMessage,
  onChange,
  changedMessage,
  moreActions,
}: StatusTransitionActionsProps<S>) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useSessionDraftText(`${STAFF_DRAFT_PREFIX}status-note:${record}`);
  const [pending, setPending] = useState<S | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** A move asked for without the note it needs: said next to the note, which takes focus. */
  const [noteError, setNoteError] = useState<string | null>(null);
  /** The last move made, in words: stays (and keeps focus) while the buttons change. */
  const [changed, setChanged] = useState<string | null>(null);
  const buttons = useRef(new Map<S, HTMLButtonElement>());
  const groupRef = useRef<HTMLDivElement>(null);
  const changedRef = useRef<HTMLParagraphElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  /** Back to the move's button, else the first move left, else the message of the failure. */
  function focusAfterFailure(status: S) {
    const button = buttons.current.get(status) ?? groupRef.current?.querySelector('button');
    (button ?? errorRef.current)?.focus();
  }

  async function change(status: S) {
    if (pending !== null) return;
    if (noteRequiredFor.includes(status) && !note.trim()) {
      flushSync(() => {
        setError(null);
        setChanged(null);
        setNoteError(noteRequiredMessage ?? t('statusActions.noteRequired'));
      });
      noteRef.current?.focus();
      return;
    }
    setNoteError(null);
    setPending(status);
    setChanged(null);
    let failure: string | null;
    try {
      failure = await onChange(status, note.trim());
    } catch (thrown) {
      flushSync(() => setPending(null));
      focusAfterFailure(status);
      throw thrown;
    }
    // Rendered at once, so that focus lands on what is now on the page.
    flushSync(() => {
      setPending(null);
      setError(failure);
      if (failure === null) {
        setNote('');
        setChanged(
          changedMessage?.(status) ??
            t('statusActions.changed', { action: labelOf(actionLabels, status) }),
        );
      }
    });
    if (failure === null) changedRef.current?.focus();
    else focusAfterFailure(status);
  }

  return (
    <>
      {!canManage ? (
        <p className="text-muted">{t(`statusActions.viewOnly.${subject}`)}</p>
      ) : nextStatuses.length === 0 ? (
        <p className="text-muted">{t(`statusActions.closed.${subject}`)}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-note`} className="field__label">
              {noteLabel ?? t('statusActions.noteLabel')}
            </label>
            <textarea
              ref={noteRef}
              id={`${id}-note`}
              className="field__input note-textarea"
              maxLength={noteMax}
              value={note}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={
                noteError ? `${id}-note-error ${id}-note-count` : `${id}-note-count`
              }
              onChange={(event) => {
                setNote(event.target.value);
                setError(null);
                setNoteError(null);
                setChanged(null);
              }}
            />
            {noteError && (
              <p id={`${id}-note-error`} className="field__error" role="alert">
                {noteError}
              </p>
            )}
            <p id={`${id}-note-count`} className="field__helper">
              {t('statusActions.noteCount', { length: note.length, max: noteMax })}
            </p>
          </div>
          <div
            ref={groupRef}
            className="action-row"
            role="group"
            aria-label={t('statusActions.group')}
          >
            {nextStatuses.map((status) => (
              <Button
                key={status}
                ref={(node: HTMLButtonElement | null) => {
                  if (node) buttons.current.set(status, node);
                  else buttons.current.delete(status);
                }}
                variant={actionVariants[status] ?? 'secondary'}
                loading={pending === status}
                // The pressed one is busy, not disabled, so that it keeps focus while it works.
                disabled={pending !== null && pending !== status}
                onClick={() => void change(status)}
              >
                {labelOf(actionLabels, status)}
              </Button>
            ))}
            {moreActions}
          </div>
        </>
      )}
      <ChangedNotice ref={changedRef} message={changed} />
      {error && (
        <p ref={errorRef} className="text-error" role="alert" tabIndex={-1}>
          {error}
        </p>
      )}
    </>
  );
}
