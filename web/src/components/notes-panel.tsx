import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatDateTime } from '../lib/format';
import { STAFF_DRAFT_PREFIX, useSessionDraftText } from '../lib/session-draft';
import { useSaveWithMessages } from './assignee-form';
import { Button } from './button';
import { QueryState } from './query-state';

/** A note as the panel shows it. */
export interface NoteItem {
  id: string;
  body: string;
  authorName?: string | null;
  createdAt: Date | null | undefined;
}

/** The words of the panel, by key. */
export type NotesPanelWord =
  | 'form'
  | 'newNote'
  | 'helper'
  | 'writeFirst'
  | 'submit'
  | 'added'
  | 'loading'
  | 'loadFailed'
  | 'empty'
  | 'list'
  | 'staff';

export interface NotesPanelProps {
  /** The record the notes are about (`applications/<id>`): names the draft of a new note. */
  record: string;
  /** The record's notes, newest first. */
  notes: Pick<UseQueryResult<readonly NoteItem[]>, 'isPending' | 'isError' | 'data'>;
  /** Whether the user may add notes (the form shows only then). */
  canManage: boolean;
  maxLength: number;
  /** Adds a note (the author is the signed-in user; the server writes their uid and name). */
  add: (body: string) => Promise<unknown>;
  describeError: (error: unknown) => string;
  /** The panel's words, in the page's language (`helper` takes the count and the maximum). */
  words: (key: NotesPanelWord, values?: { count: number; max: number }) => string;
}

/**
 * The new note's form. What is typed is kept as a draft of the record's (lib/session-draft.ts):
 * a reload, a failed save or a visit to another page gives it back; a saved note forgets it.
 */
function NoteForm({
  record,
  maxLength,
  add,
  describeError,
  words,
}: Omit<NotesPanelProps, 'notes' | 'canManage'>) {
  const id = useId();
  const [body, setBody] = useSessionDraftText(`${STAFF_DRAFT_PREFIX}note:${record}`);
  const [blank, setBlank] = useState(false);
  const { mutation, error, clearError } = useSaveWithMessages(
    async (text: string) => {
      await add(text);
      setBody('');
    },
    words('added'),
    describeError,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = body.trim();
    setBlank(!text);
    if (text) mutation.mutate(text);
  };
  const shownError = blank ? words('writeFirst') : error;

  return (
    <form className="apps-notes-form" aria-label={words('form')} onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={`${id}-body`} className="field__label">
          {words('newNote')}
        </label>
        <textarea
          id={`${id}-body`}
          className="field__input note-textarea"
          maxLength={maxLength}
          value={body}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-count`}
          onChange={(event) => {
            setBody(event.target.value);
            setBlank(false);
            clearError();
          }}
        />
        <p id={`${id}-count`} className="field__helper">
          {words('helper', { count: body.length, max: maxLength })}
        </p>
      </div>
      {shownError && (
        <p className="text-error" role="alert">
          {shownError}
        </p>
      )}
      <Button type="submit" variant="secondary" loading={mutation.isPending}>
        {words('submit')}
      </Button>
    </form>
  );
}

/** A record's internal notes: staff only, newest first, never edited. */
export function NotesPanel({ notes, canManage, ...form }: NotesPanelProps) {
  const { words } = form;
  return (
    <>
      {/* One form per record: a note typed on one record never shows on the next one opened. */}
      {canManage && <NoteForm key={form.record} {...form} />}
      <QueryState
        query={notes}
        pendingLabel={words('loading')}
        error={words('loadFailed')}
        isEmpty={(data) => data.length === 0}
        empty={<p className="text-muted">{words('empty')}</p>}
      >
        {(list) => (
          <ul className="divided-list apps-list" aria-label={words('list')}>
            {list.map((note) => (
              <li key={note.id}>
                <div className="text-muted">
                  {note.authorName || words('staff')} · {formatDateTime(note.createdAt)}
                </div>
                <p>{note.body}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
