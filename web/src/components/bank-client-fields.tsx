import {
  BANK_MESSAGES,
  BANK_PRODUCT_LABELS,
  BANK_PRODUCTS,
  BANK_REQUEST_LIMITS,
  bankClientDetailsInput,
} from '@centre/domain/bank';
import { ID_TYPE_LABELS, ID_TYPES } from '@centre/domain/visits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { BANK_CLIENT_FORM_MESSAGES } from '../lib/error-messages';
import { labelOf } from '../lib/labels';
import { translateMessage } from '../lib/messages';
import { SelectInput } from './select-input';
import { TextArea } from './text-area';
import { TextInput } from './text-input';

/** The domain's client details, with the form's empty email and ID type meaning none. */
const bankClientFormSchema = bankClientDetailsInput.extend({
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
/** What a client form holds; its resolver's output is the details a callable takes. */
export type BankClientFormValues = z.input<typeof bankClientFormSchema>;
export type BankClientFormDetails = z.output<typeof bankClientFormSchema>;
export const bankClientFormResolver = zodResolver(bankClientFormSchema);

export const EMPTY_BANK_CLIENT_FORM: BankClientFormValues = {
  name: '',
  phone: '',
  email: '',
  countryOfResidence: '',
  address: '',
  idType: '',
  idNumber: '',
  products: [],
};

/**
 * The domain's checks speak to the visitor of the public banking form ("Enter your full name");
 * staff typing for a client read them about the client instead.
 */
const ABOUT_THE_CLIENT: Readonly<Partial<Record<string, string>>> = {
  [BANK_MESSAGES.name]: BANK_CLIENT_FORM_MESSAGES.name,
  [BANK_MESSAGES.country]: BANK_CLIENT_FORM_MESSAGES.country,
};

function aboutTheClient(message: string | undefined): string | undefined {
  return message && (ABOUT_THE_CLIENT[message] ?? message);
}

type BankClientField =
  'name' | 'phone' | 'email' | 'country' | 'address' | 'idType' | 'idNumber' | 'products';

interface BankClientFieldsProps {
  /** A field's label, in the words of the dialog that shows it. */
  fieldLabel: (field: BankClientField) => string;
  /** The ID type's empty choice. */
  noIdType: string;
  helperText?: { phone?: string; idNumber?: string };
  /** Extra classes of the products' fieldset. */
  productsClassName?: string;
  register: UseFormRegister<BankClientFormValues>;
  errors: FieldErrors<BankClientFormValues>;
}

/**
 * A bank client's identity, contact and products, as staff type them for the client (so no
 * autocomplete from the staff member's own details): the new-client and edit-details forms.
 */
export function BankClientFields({
  fieldLabel,
  noIdType,
  helperText = {},
  productsClassName,
  register,
  errors,
}: BankClientFieldsProps) {
  const productsErrorId = `${useId()}-products-error`;
  const productsError = errors.products?.message ?? errors.products?.root?.message;
  return (
    <>
      <TextInput
        label={fieldLabel('name')}
        autoComplete="off"
        required
        maxLength={BANK_REQUEST_LIMITS.name}
        error={aboutTheClient(errors.name?.message)}
        {...register('name')}
      />
      <TextInput
        label={fieldLabel('phone')}
        type="tel"
        autoComplete="off"
        required
        helperText={helperText.phone}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextInput
        label={fieldLabel('email')}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInput
        label={fieldLabel('country')}
        autoComplete="off"
        required
        error={aboutTheClient(errors.countryOfResidence?.message)}
        {...register('countryOfResidence')}
      />
      <TextArea
        label={fieldLabel('address')}
        maxLength={BANK_REQUEST_LIMITS.address}
        error={errors.address?.message}
        {...register('address')}
      />
      <SelectInput
        label={fieldLabel('idType')}
        placeholder={noIdType}
        options={ID_TYPES.map((idType) => ({
          value: idType,
          label: labelOf(ID_TYPE_LABELS, idType),
        }))}
        error={errors.idType?.message}
        {...register('idType')}
      />
      <TextInput
        label={fieldLabel('idNumber')}
        autoComplete="off"
        maxLength={BANK_REQUEST_LIMITS.idNumber}
        helperText={helperText.idNumber}
        error={errors.idNumber?.message}
        {...register('idNumber')}
      />
      <fieldset
        className={['field', productsClassName].filter(Boolean).join(' ')}
        aria-describedby={productsError ? productsErrorId : undefined}
        aria-invalid={productsError ? true : undefined}
      >
        <legend className="field__label">
          {fieldLabel('products')}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {BANK_PRODUCTS.map((product) => (
          <label key={product} className="checkbox">
            <input type="checkbox" value={product} {...register('products')} />
            {labelOf(BANK_PRODUCT_LABELS, product)}
          </label>
        ))}
        {productsError && (
          <p id={productsErrorId} className="field__error" role="alert">
            {translateMessage(productsError)}
          </p>
        )}
      </fieldset>
    </>
  );
}
