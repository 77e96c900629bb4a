import { FIELD_LIMITS } from '@centre/domain/applications';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { useAddApplicationNote } from '../api/add-application-note';
import { useApplicationNotes } from '../../../data/applications/list-application-notes';
import { updateErrorMessage } from '../utils/error-message';
import { formatDateTime } from '../../../lib/format';

interface NotesPanelProps {
  applicationId: string;
  canManage: boolean;
}

/** Internal notes: staff only, newest first, never edited. */
export function NotesPanel({ applicationId, canManage }: NotesPanelProps) {
  const { t } = useTranslation('applications');
  const id = useId();
  const notes = useApplicationNotes(applicationId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const addNote = useAddApplicationNote().mutateAsync;
  const mutation = useMutation({
    mutationFn: (text: string) =>
      // The author is the signed-in user; the server writes their uid and name.
      addNote({ applicationId, body: text }),
    onSuccess: () => {
      setBody('');
      setError(null);
      toast.success(t('notes.added'));
    },
    onError: (failure) => {
      const message = updateErrorMessage(failure);
      setError(message);
      toast.error(message);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setError(t('notes.writeFirst'));
      return;
    }
    mutation.mutate(text);
  };

  return (
    <>
      {canManage && (
        <form className="apps-notes-form" aria-label={t('notes.form')} onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor={`${id}-body`} className="field__label">
              {t('notes.newNote')}
            </label>
            <textarea
              id={`${id}-body`}
              className="field__input note-textarea"
              maxLength={FIELD_LIMITS.note}
              value={body}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-count`}
              onChange={(event) => {
                setBody(event.target.value);
                setError(null);
              }}
            />
            <p id={`${id}-count`} className="field__helper">
              {t('notes.helper', { count: body.length, max: FIELD_LIMITS.note })}
            </p>
          </div>
          {error && (
            <p className="text-error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" variant="secondary" loading={mutation.isPending}>
            {t('notes.submit')}
          </Button>
        </form>
      )}

      <QueryState
        query={notes}
        pendingLabel={t('notes.loading')}
        error={t('notes.loadFailed')}
        isEmpty={(data) => data.length === 0}
        empty={<p className="text-muted">{t('notes.empty')}</p>}
      >
        {(list) => (
          <ul className="divided-list apps-list" aria-label={t('notes.list')}>
            {list.map((note) => (
              <li key={note.id}>
                <div className="text-muted">
                  {note.authorName || t('notes.staff')} · {formatDateTime(note.createdAt)}
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
