import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BankClientFields,
  bankClientFormResolver,
  type BankClientFormDetails,
  type BankClientFormValues,
} from '../../../components/bank-client-fields';
import { DialogForm } from '../../../components/dialog-form';
import { Dialog } from '../../../components/form-dialog';
import { useSaveAndClose } from '../../../components/use-save-and-close';
import type { BankClient } from '../../../data/bank-clients/converter';
import { STAFF_DRAFT_PREFIX } from '../../../lib/session-draft';
import { useFormSessionDraft } from '../../../lib/use-form-session-draft';
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
  const { serverError, saveAndClose } = useSaveAndClose(describeBankClientError, onClose);
  const update = useUpdateBankClient();
  const form = useForm<BankClientFormValues, unknown, BankClientFormDetails>({
    defaultValues: {
      name: client.name,
      phone: client.phone,
      email: client.email ?? '',
      countryOfResidence: client.countryOfResidence,
      address: client.address,
      idType: client.idType ?? '',
      idNumber: idNumber ?? '',
      products: [...client.products],
    },
    resolver: bankClientFormResolver,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  // What was typed survives the dialog closed by mistake or a reload. The form mounts with the
  // dialog, over the loaded client; the id in the key restores a draft onto this client only.
  // Forgotten once saved or on Cancel.
  const forgetDraft = useFormSessionDraft(
    `${STAFF_DRAFT_PREFIX}bank-client:edit:${client.id}`,
    form,
    { strict: true },
  );

  const onSubmit = handleSubmit((details) =>
    saveAndClose(async () => {
      await update.mutateAsync({ clientId: client.id, details });
      forgetDraft();
    }, t('edit.saved')),
  );

  return (
    <DialogForm
      onSubmit={onSubmit}
      serverError={serverError}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('edit.submit')}
      onCancel={() => {
        forgetDraft();
        onClose();
      }}
      submitting={update.isPending}
    >
      <BankClientFields
        fieldLabel={(field) => t(`fields.${field}`)}
        noIdType={t('edit.noIdType')}
        helperText={{ idNumber: idNumber === null ? t('edit.idNumberHidden') : undefined }}
        productsClassName="bank-products"
        register={register}
        errors={errors}
      />
    </DialogForm>
  );
}
