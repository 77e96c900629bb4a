import {
  BANK_PRODUCTS,
  bankClientDetailsInput,
  type BankClientDetailsInput,
} from '@centre/domain/bank';
import { ID_TYPES } from '@centre/domain/visits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DialogForm, useDialogSave } from '../../../components/dialog-form';
import { Dialog } from '../../../components/form-dialog';
import { SelectInput } from '../../../components/select-input';
import { TextArea } from '../../../components/text-area';
import { TextInput } from '../../../components/text-input';
import { translateMessage } from '../../../lib/messages';
import type { BankClient } from '../../../data/bank-clients/converter';
import { useUpdateBankClient } from '../api/bank-client-mutations';
import { describeBankClientError } from '../utils/error-message';
import { idTypeLabel, productLabel } from '../utils/labels';

/** The domain's details, with the form's empty email and ID type meaning none. */
const detailsFormSchema = bankClientDetailsInput.extend({
  email: z
    .string()
    .trim()
    .transform((text) => text || null)
    .pipe(bankClientDetailsInput.shape.email.unwrap()),
  idType: z
    .string()
    .transform((text) => text || null)
    .pipe(bankClientDetailsInput.shape.idType.unwrap()),
});
type DetailsValues = z.input<typeof detailsFormSchema>;
const resolver = zodResolver(detailsFormSchema);

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
  const { serverError, save } = useDialogSave(describeBankClientError);
  const update = useUpdateBankClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DetailsValues, unknown, BankClientDetailsInput>({
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
    resolver,
  });

  const onSubmit = handleSubmit((details) =>
    save(
      () => update.mutateAsync({ clientId: client.id, details }),
      () => {
        toast.success(t('edit.saved'));
        onClose();
      },
    ),
  );

  const productsError = errors.products?.message ?? errors.products?.root?.message;
  return (
    <DialogForm
      onSubmit={onSubmit}
      serverError={serverError}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('edit.submit')}
      onCancel={onClose}
      submitting={update.isPending}
    >
      <TextInput
        id="client-name"
        label={t('fields.name')}
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextInput
        id="client-phone"
        label={t('fields.phone')}
        type="tel"
        autoComplete="off"
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextInput
        id="client-email"
        label={t('fields.email')}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInput
        id="client-country"
        label={t('fields.country')}
        autoComplete="off"
        required
        error={errors.countryOfResidence?.message}
        {...register('countryOfResidence')}
      />
      <TextArea
        id="client-address"
        label={t('fields.address')}
        error={errors.address?.message}
        {...register('address')}
      />
      <SelectInput
        id="client-id-type"
        label={t('fields.idType')}
        placeholder={t('edit.noIdType')}
        options={ID_TYPES.map((type) => ({ value: type, label: idTypeLabel(type) }))}
        error={errors.idType?.message}
        {...register('idType')}
      />
      <TextInput
        id="client-id-number"
        label={t('fields.idNumber')}
        autoComplete="off"
        helperText={idNumber === null ? t('edit.idNumberHidden') : undefined}
        error={errors.idNumber?.message}
        {...register('idNumber')}
      />
      <fieldset
        className="field bank-products"
        aria-describedby={productsError ? 'client-products-error' : undefined}
      >
        <legend className="field__label">{t('fields.products')}</legend>
        {BANK_PRODUCTS.map((product) => (
          <label key={product} className="checkbox">
            <input type="checkbox" value={product} {...register('products')} />{' '}
            {productLabel(product)}
          </label>
        ))}
        {productsError && (
          <p id="client-products-error" className="field__error" role="alert">
            {translateMessage(productsError)}
          </p>
        )}
      </fieldset>
    </DialogForm>
  );
}
