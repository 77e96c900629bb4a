import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatDateTime } from '../lib/format';
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

/** A record's internal notes: staff only, newest first, never edited. */
export function NotesPanel({
  notes,
  canManage,
  maxLength,
  add,
  describeError,
  words,
}: NotesPanelProps) {
  const id = useId();
  const [body, setBody] = useState('');
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
    <>
      {canManage && (
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
      )}
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
