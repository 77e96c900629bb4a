import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './button';
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
}

/**
 * A record's allowed status moves as buttons, with an optional note sent with the move. The note
 * is a draft of the record's (lib/session-draft.ts): a reload, a refused move or a visit to
 * another page gives it back; a move made forgets it. One set of actions per record, so a note
 * never follows to the next record.
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
}: StatusTransitionActionsProps<S>) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useSessionDraftText(`${STAFF_DRAFT_PREFIX}status-note:${record}`);
  const [pending, setPending] = useState<S | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function change(status: S) {
    if (noteRequiredFor.includes(status) && !note.trim()) {
      setError(noteRequiredMessage ?? t('statusActions.noteRequired'));
      return;
    }
    setPending(status);
    try {
      const failure = await onChange(status, note.trim());
      setError(failure);
      if (failure === null) setNote('');
    } finally {
      setPending(null);
    }
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
              id={`${id}-note`}
              className="field__input note-textarea"
              maxLength={noteMax}
              value={note}
              aria-describedby={`${id}-note-count`}
              onChange={(event) => {
                setNote(event.target.value);
                setError(null);
              }}
            />
            <p id={`${id}-note-count`} className="field__helper">
              {t('statusActions.noteCount', { length: note.length, max: noteMax })}
            </p>
          </div>
          <div className="action-row" role="group" aria-label={t('statusActions.group')}>
            {nextStatuses.map((status) => (
              <Button
                key={status}
                variant={actionVariants[status] ?? 'secondary'}
                loading={pending === status}
                disabled={pending !== null}
                onClick={() => void change(status)}
              >
                {labelOf(actionLabels, status)}
              </Button>
            ))}
          </div>
        </>
      )}
      {error && (
        <p className="text-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
