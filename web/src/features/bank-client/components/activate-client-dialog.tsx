import {
  BANK_MESSAGES,
  changeBankClientStatusInput,
  type BankClientStatus,
} from '@centre/domain/bank';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DialogForm } from '../../../components/dialog-form';
import { Dialog } from '../../../components/form-dialog';
import { TextInput } from '../../../components/text-input';
import { useSaveAndClose } from '../../../components/use-save-and-close';
import { parseMoneyToCents } from '../../../lib/money';
import { useChangeBankClientStatus } from '../api/bank-client-mutations';
import { describeBankClientError } from '../utils/error-message';

/** The activation form: the opening deposit as typed (-> cents) and the bank's account number. */
const activationSchema = z.object({
  deposit: z.string().transform((text, context) => {
    const cents = parseMoneyToCents(text);
    if (cents === null) {
      context.addIssue({ code: 'custom', message: BANK_MESSAGES.depositInvalid });
      return z.NEVER;
    }
    return cents;
  }),
  accountNumber: changeBankClientStatusInput.shape.accountNumber,
});
type ActivationValues = z.input<typeof activationSchema>;
type Activation = z.output<typeof activationSchema>;
const resolver = zodResolver(activationSchema);

interface ActivateClientDialogProps {
  open: boolean;
  onClose: () => void;
  clientId: string;
  /** The status the page shows (a move someone else made first is refused). */
  expectedStatus: BankClientStatus;
}

/** "Activate client": the opening deposit and, if the bank gave one, the account number. */
export function ActivateClientDialog({ open, onClose, ...props }: ActivateClientDialogProps) {
  const { t } = useTranslation('bank-client');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('activate.title')}
      description={t('activate.description')}
    >
      <ActivateClientForm onClose={onClose} {...props} />
    </Dialog>
  );
}

function ActivateClientForm({
  onClose,
  clientId,
  expectedStatus,
}: Omit<ActivateClientDialogProps, 'open'>) {
  const { t } = useTranslation('bank-client');
  const { serverError, saveAndClose } = useSaveAndClose(describeBankClientError, onClose);
  const changeStatus = useChangeBankClientStatus();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ActivationValues, unknown, Activation>({
    defaultValues: { deposit: '', accountNumber: '' },
    resolver,
  });

  const onSubmit = handleSubmit(({ deposit, accountNumber }) =>
    saveAndClose(
      () =>
        changeStatus.mutateAsync({
          clientId,
          to: 'active',
          expectedStatus,
          openingDepositCents: deposit,
          accountNumber,
        }),
      t('activate.done'),
    ),
  );

  return (
    <DialogForm
      onSubmit={onSubmit}
      serverError={serverError}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('activate.submit')}
      onCancel={onClose}
      submitting={changeStatus.isPending}
    >
      <TextInput
        id="activate-deposit"
        label={t('activate.deposit')}
        inputMode="decimal"
        autoComplete="off"
        required
        helperText={t('activate.depositHelp')}
        error={errors.deposit?.message}
        {...register('deposit')}
      />
      <TextInput
        id="activate-account-number"
        label={t('activate.accountNumber')}
        autoComplete="off"
        helperText={t('activate.accountNumberHelp')}
        error={errors.accountNumber?.message}
        {...register('accountNumber')}
      />
    </DialogForm>
  );
}
