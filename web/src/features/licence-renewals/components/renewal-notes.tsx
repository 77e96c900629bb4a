import { LICENCE_RENEWAL_NOTE_MAX } from '@centre/domain/licence-renewals';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveWithMessages } from '../../../components/assignee-form';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { useLicenceRenewalNotes } from '../../../data/licence-renewals/list-licence-renewal-notes';
import { formatDateTime } from '../../../lib/format';
import { useAddLicenceRenewalNote } from '../api/licence-renewal-mutations';
import { describeRenewalError } from '../utils/error-message';

/** Internal notes: staff only, newest first, never edited; managers add them. */
export function RenewalNotes({ renewalId, canManage }: { renewalId: string; canManage: boolean }) {
  const { t } = useTranslation('licence-renewals');
  const id = useId();
  const notes = useLicenceRenewalNotes(renewalId);
  const [body, setBody] = useState('');
  const [blank, setBlank] = useState(false);
  const addNote = useAddLicenceRenewalNote().mutateAsync;
  const { mutation, error, clearError } = useSaveWithMessages(
    // The author is the signed-in user; the server writes their uid and name.
    async (text: string) => {
      await addNote({ renewalId, body: text });
      setBody('');
    },
    t('notes.added'),
    describeRenewalError,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = body.trim();
    setBlank(!text);
    if (text) mutation.mutate(text);
  };
  const shownError = blank ? t('notes.writeFirst') : error;

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
              maxLength={LICENCE_RENEWAL_NOTE_MAX}
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
              {t('notes.helper', { count: body.length, max: LICENCE_RENEWAL_NOTE_MAX })}
            </p>
          </div>
          {shownError && (
            <p className="text-error" role="alert">
              {shownError}
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
