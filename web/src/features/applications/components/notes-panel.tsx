import { FIELD_LIMITS } from '@centre/domain/applications';
import { useTranslation } from 'react-i18next';
import { NotesPanel as SharedNotesPanel } from '../../../components/notes-panel';
import { useAddApplicationNote } from '../api/add-application-note';
import { useApplicationNotes } from '../../../data/applications/list-application-notes';
import { updateErrorMessage } from '../utils/error-message';

interface NotesPanelProps {
  applicationId: string;
  canManage: boolean;
}

/** Internal notes: staff only, newest first, never edited. */
export function NotesPanel({ applicationId, canManage }: NotesPanelProps) {
  const { t } = useTranslation('applications');
  const notes = useApplicationNotes(applicationId);
  const addNote = useAddApplicationNote().mutateAsync;
  return (
    <SharedNotesPanel
      notes={notes}
      canManage={canManage}
      maxLength={FIELD_LIMITS.note}
      add={(body) => addNote({ applicationId, body })}
      describeError={updateErrorMessage}
      labels={{
        form: t('notes.form'),
        newNote: t('notes.newNote'),
        helper: (count, max) => t('notes.helper', { count, max }),
        writeFirst: t('notes.writeFirst'),
        submit: t('notes.submit'),
        added: t('notes.added'),
        loading: t('notes.loading'),
        loadFailed: t('notes.loadFailed'),
        empty: t('notes.empty'),
        list: t('notes.list'),
        staff: t('notes.staff'),
      }}
    />
  );
}
