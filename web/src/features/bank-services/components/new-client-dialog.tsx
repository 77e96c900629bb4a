import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EMPTY_BANK_CLIENT_FORM } from '../../../components/bank-client-fields';
import { BankClientDraftForm } from '../../../components/bank-client-draft-form';
import { Dialog } from '../../../components/form-dialog';
import { useCreateBankClient } from '../api/create-bank-client';
import { describeBankError } from '../utils/error-message';
import { bankClientPath } from '../utils/paths';

/** The "New client" form: the domain's checks next to each field, then createBankClient. */
export function NewClientDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('bank-services');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('newClient.title')}
      description={t('newClient.description')}
      className="modal--wide"
    >
      <NewClientForm onClose={onClose} />
    </Dialog>
  );
}

function NewClientForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('bank-services');
  const navigate = useNavigate();
  const mutation = useCreateBankClient();
  return (
    <BankClientDraftForm
      defaultValues={EMPTY_BANK_CLIENT_FORM}
      draftKey="bank:new-client"
      describeError={describeBankError}
      write={(details) => mutation.mutateAsync({ details })}
      savedMessage={(details) => t('newClient.created', { name: details.name })}
      // The write answers with the new client, whose page opens once the dialog closes.
      afterClose={({ clientId }) => void navigate(bankClientPath(clientId))}
      submitting={mutation.isPending}
      cancelLabel={t('newClient.cancel')}
      submitLabel={t('newClient.submit')}
      onClose={onClose}
      fieldLabel={(field) => t(`newClient.fields.${field}`)}
      noIdType={t('newClient.fields.idTypeNone')}
      helperText={{
        phone: t('newClient.fields.phoneHelp'),
        idNumber: t('newClient.fields.idNumberHelp'),
      }}
    />
  );
}
