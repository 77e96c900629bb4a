import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  BankClientFields,
  bankClientFormResolver,
  EMPTY_BANK_CLIENT_FORM,
  type BankClientFormDetails,
  type BankClientFormValues,
} from '../../../components/bank-client-fields';
import { DialogForm } from '../../../components/dialog-form';
import { Dialog } from '../../../components/form-dialog';
import { useSaveAndClose } from '../../../components/use-save-and-close';
import { STAFF_DRAFT_PREFIX } from '../../../lib/session-draft';
import { useFormSessionDraft } from '../../../lib/use-form-session-draft';
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
  const { serverError, saveAndClose } = useSaveAndClose(describeBankError, onClose);
  const mutation = useCreateBankClient();
  const form = useForm<BankClientFormValues, unknown, BankClientFormDetails>({
    defaultValues: EMPTY_BANK_CLIENT_FORM,
    resolver: bankClientFormResolver,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  // What was typed survives the dialog closed by mistake (Escape, its close button) or a reload;
  // forgotten once the client is created or on Cancel.
  const forgetDraft = useFormSessionDraft(`${STAFF_DRAFT_PREFIX}bank:new-client`, form);

  const onSubmit = handleSubmit((details) => {
    // The write answers with the new client, whose page opens once the dialog closes.
    let clientId = '';
    return saveAndClose(
      async () => {
        ({ clientId } = await mutation.mutateAsync({ details }));
        forgetDraft();
      },
      t('newClient.created', { name: details.name }),
      () => void navigate(bankClientPath(clientId)),
    );
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      serverError={serverError}
      cancelLabel={t('newClient.cancel')}
      submitLabel={t('newClient.submit')}
      onCancel={() => {
        forgetDraft();
        onClose();
      }}
      submitting={mutation.isPending}
    >
      <BankClientFields
        fieldLabel={(field) => t(`newClient.fields.${field}`)}
        noIdType={t('newClient.fields.idTypeNone')}
        helperText={{
          phone: t('newClient.fields.phoneHelp'),
          idNumber: t('newClient.fields.idNumberHelp'),
        }}
        register={register}
        errors={errors}
      />
    </DialogForm>
  );
}
