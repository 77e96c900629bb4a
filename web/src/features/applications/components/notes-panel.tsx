import { COLLECTIONS } from '@centre/domain/collections';
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
      record={`${COLLECTIONS.applications}/${applicationId}`}
      notes={notes}
      canManage={canManage}
      maxLength={FIELD_LIMITS.note}
      add={(body) => addNote({ applicationId, body })}
      describeError={updateErrorMessage}
      words={(key, values) => t(`notes.${key}`, values)}
    />
  );
}
