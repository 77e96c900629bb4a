import {
  BANK_PRODUCTS,
  BANK_REQUEST_LIMITS,
  bankClientDetailsInput,
  type BankClientDetailsInput,
} from '@centre/domain/bank';
import { ID_TYPES } from '@centre/domain/visits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { DialogForm, useDialogSave } from '../../../components/dialog-form';
import { Dialog } from '../../../components/form-dialog';
import { SelectInput } from '../../../components/select-input';
import { TextArea } from '../../../components/text-area';
import { TextInput } from '../../../components/text-input';
import { translateMessage } from '../../../lib/messages';
import { useCreateBankClient } from '../api/create-bank-client';
import { describeBankError } from '../utils/error-message';
import { idTypeLabel, productLabel } from '../utils/labels';
import { bankClientPath } from '../utils/paths';

/** What the form holds; the schema's output (trimmed, nulls for the empty) is what is sent. */
type NewClientValues = BankClientDetailsInput;
type NewClientDetails = z.output<typeof bankClientDetailsInput>;

const DEFAULT_VALUES: NewClientValues = {
  name: '',
  phone: '',
  email: null,
  countryOfResidence: '',
  address: '',
  idType: null,
  idNumber: '',
  products: [],
};

const resolver = zodResolver(bankClientDetailsInput);
/** An empty optional field is sent as null (no email, no ID type), as the schema expects. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

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
  const productsId = useId();
  const { serverError, save } = useDialogSave(describeBankError);
  const mutation = useCreateBankClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewClientValues, unknown, NewClientDetails>({
    defaultValues: DEFAULT_VALUES,
    resolver,
  });

  const onSubmit = handleSubmit((details) => {
    // The write answers with the new client, whose page opens once the dialog closes.
    let clientId = '';
    return save(
      async () => {
        ({ clientId } = await mutation.mutateAsync({ details }));
      },
      () => {
        toast.success(t('newClient.created', { name: details.name }));
        onClose();
        void navigate(bankClientPath(clientId));
      },
    );
  });

  const productsError = errors.products?.message ?? errors.products?.root?.message;
  return (
    <DialogForm
      onSubmit={onSubmit}
      serverError={serverError}
      cancelLabel={t('newClient.cancel')}
      submitLabel={t('newClient.submit')}
      onCancel={onClose}
      submitting={mutation.isPending}
    >
      <TextInput
        label={t('newClient.fields.name')}
        autoComplete="off"
        required
        maxLength={BANK_REQUEST_LIMITS.name}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextInput
        label={t('newClient.fields.phone')}
        type="tel"
        autoComplete="off"
        required
        helperText={t('newClient.fields.phoneHelp')}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextInput
        label={t('newClient.fields.email')}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email', { setValueAs: emptyAsNull })}
      />
      <TextInput
        label={t('newClient.fields.country')}
        autoComplete="off"
        required
        error={errors.countryOfResidence?.message}
        {...register('countryOfResidence')}
      />
      <TextArea
        label={t('newClient.fields.address')}
        maxLength={BANK_REQUEST_LIMITS.address}
        error={errors.address?.message}
        {...register('address')}
      />
      <SelectInput
        label={t('newClient.fields.idType')}
        placeholder={t('newClient.fields.idTypeNone')}
        options={ID_TYPES.map((idType) => ({ value: idType, label: idTypeLabel(idType) }))}
        error={errors.idType?.message}
        {...register('idType', { setValueAs: emptyAsNull })}
      />
      <TextInput
        label={t('newClient.fields.idNumber')}
        autoComplete="off"
        maxLength={BANK_REQUEST_LIMITS.idNumber}
        helperText={t('newClient.fields.idNumberHelp')}
        error={errors.idNumber?.message}
        {...register('idNumber')}
      />
      <fieldset
        className="field"
        aria-describedby={productsError ? `${productsId}-error` : undefined}
        aria-invalid={productsError ? true : undefined}
      >
        <legend className="field__label">
          {t('newClient.fields.products')}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {BANK_PRODUCTS.map((product) => (
          <label key={product} className="checkbox">
            <input type="checkbox" value={product} {...register('products')} />
            {productLabel(product)}
          </label>
        ))}
        {productsError && (
          <p id={`${productsId}-error`} className="field__error" role="alert">
            {translateMessage(productsError)}
          </p>
        )}
      </fieldset>
    </DialogForm>
  );
}
