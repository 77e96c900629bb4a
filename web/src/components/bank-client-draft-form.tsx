import { useForm } from 'react-hook-form';
import { STAFF_DRAFT_PREFIX } from '../lib/session-draft';
import { useFormSessionDraft } from '../lib/use-form-session-draft';
import {
  BankClientFields,
  bankClientFormResolver,
  type BankClientFormDetails,
  type BankClientFormValues,
} from './bank-client-fields';
import { DialogForm } from './dialog-form';
import { useSaveAndClose } from './use-save-and-close';

type BankClientFieldsWords = Omit<Parameters<typeof BankClientFields>[0], 'register' | 'errors'>;

interface BankClientDraftFormProps<TSaved> extends BankClientFieldsWords {
  defaultValues: BankClientFormValues;
  /** The session draft's key, after STAFF_DRAFT_PREFIX. */
  draftKey: string;
  /** Restore a draft's value only where it has the field's own type (useFormSessionDraft). */
  strictDraft?: boolean;
  describeError: (error: unknown) => string;
  /** The write of what was typed. */
  write: (details: BankClientFormDetails) => Promise<TSaved>;
  savedMessage: (details: BankClientFormDetails) => string;
  /** Runs once the dialog has closed after the write: opening what was created, say. */
  afterClose?: (saved: TSaved) => void;
  submitting: boolean;
  cancelLabel: string;
  submitLabel: string;
  onClose: () => void;
}

/**
 * A dialog's form over a bank client's details (the new-client and edit-details dialogs): what
 * was typed survives the dialog closed by mistake (Escape, its close button) or a reload as a
 * session draft, forgotten once saved or on Cancel; a save toasts and closes the dialog.
 */
export function BankClientDraftForm<TSaved>({
  defaultValues,
  draftKey,
  strictDraft = false,
  describeError,
  write,
  savedMessage,
  afterClose,
  submitting,
  cancelLabel,
  submitLabel,
  onClose,
  ...fields
}: BankClientDraftFormProps<TSaved>) {
  const { serverError, saveAndClose } = useSaveAndClose(describeError, onClose);
  const form = useForm<BankClientFormValues, unknown, BankClientFormDetails>({
    defaultValues,
    resolver: bankClientFormResolver,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const forgetDraft = useFormSessionDraft(`${STAFF_DRAFT_PREFIX}${draftKey}`, form, {
    strict: strictDraft,
  });

  const onSubmit = handleSubmit((details) => {
    let saved: TSaved;
    return saveAndClose(
      async () => {
        saved = await write(details);
        forgetDraft();
      },
      savedMessage(details),
      afterClose && (() => afterClose(saved)),
    );
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      serverError={serverError}
      cancelLabel={cancelLabel}
      submitLabel={submitLabel}
      onCancel={() => {
        forgetDraft();
        onClose();
      }}
      submitting={submitting}
    >
      <BankClientFields register={register} errors={errors} {...fields} />
    </DialogForm>
  );
}
