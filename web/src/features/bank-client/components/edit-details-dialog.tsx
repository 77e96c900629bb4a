import { useTranslation } from 'react-i18next';
import { BankClientDraftForm } from '../../../components/bank-client-draft-form';
import { Dialog } from '../../../components/form-dialog';
import type { BankClient } from '../../../data/bank-clients/converter';
import { useUpdateBankClient } from '../api/bank-client-mutations';
import { describeBankClientError } from '../utils/error-message';

interface EditDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  client: BankClient;
  /** The full ID number when the user may read it; else the field starts empty. */
  idNumber: string | null;
}

/** "Edit details": the client's identity, contact and products (updateBankClient). */
export function EditDetailsDialog({ open, onClose, ...props }: EditDetailsDialogProps) {
  const { t } = useTranslation('bank-client');
  return (
    <Dialog open={open} onClose={onClose} title={t('edit.title')} className="modal--wide">
      <EditDetailsForm onClose={onClose} {...props} />
    </Dialog>
  );
}

function EditDetailsForm({ onClose, client, idNumber }: Omit<EditDetailsDialogProps, 'open'>) {
  const { t } = useTranslation('bank-client');
  const update = useUpdateBankClient();
  return (
    <BankClientDraftForm
      defaultValues={{
        name: client.name,
        phone: client.phone,
        email: client.email ?? '',
        countryOfResidence: client.countryOfResidence,
        address: client.address,
        idType: client.idType ?? '',
        idNumber: idNumber ?? '',
        products: [...client.products],
      }}
      // The form mounts with the dialog, over the loaded client; the id in the key restores a
      // draft onto this client only.
      draftKey={`bank-client:edit:${client.id}`}
      strictDraft
      describeError={describeBankClientError}
      write={(details) => update.mutateAsync({ clientId: client.id, details })}
      savedMessage={() => t('edit.saved')}
      submitting={update.isPending}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('edit.submit')}
      onClose={onClose}
      fieldLabel={(field) => t(`fields.${field}`)}
      noIdType={t('edit.noIdType')}
      helperText={{ idNumber: idNumber === null ? t('edit.idNumberHidden') : undefined }}
      productsClassName="bank-products"
    />
  );
}
