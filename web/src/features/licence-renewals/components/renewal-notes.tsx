import { COLLECTIONS } from '@centre/domain/collections';
import { LICENCE_RENEWAL_NOTE_MAX } from '@centre/domain/licence-renewals';
import { useTranslation } from 'react-i18next';
import { NotesPanel } from '../../../components/notes-panel';
import { useLicenceRenewalNotes } from '../../../data/licence-renewals/list-licence-renewal-notes';
import { useAddLicenceRenewalNote } from '../api/licence-renewal-mutations';
import { describeRenewalError } from '../utils/error-message';

/** Internal notes: staff only, newest first, never edited; managers add them. */
export function RenewalNotes({ renewalId, canManage }: { renewalId: string; canManage: boolean }) {
  const { t } = useTranslation('licence-renewals');
  const notes = useLicenceRenewalNotes(renewalId);
  const addNote = useAddLicenceRenewalNote().mutateAsync;
  return (
    <NotesPanel
      record={`${COLLECTIONS.licenceRenewals}/${renewalId}`}
      notes={notes}
      canManage={canManage}
      maxLength={LICENCE_RENEWAL_NOTE_MAX}
      add={(body) => addNote({ renewalId, body })}
      describeError={describeRenewalError}
      words={(key, values) => t(`notes.${key}`, values)}
    />
  );
}
