import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from './text-input';

interface ContactFieldsProps {
  /** ids become `${idPrefix}-name`, `${idPrefix}-email` and `${idPrefix}-phone` */
  idPrefix: string;
  /** The labels, in the page's language. */
  labels: { name: string; email: string; phone: string };
  helperText?: { email?: string; phone?: string };
  /** Whether a phone number must be given (the name and the email always must). */
  phoneRequired?: boolean;
  name: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  /** Each field's error, as it is to be shown. */
  errors: { name?: string; email?: string; phone?: string };
}

/** Name, email and phone: how a member of the public says who they are and how to reach them. */
export function ContactFields({
  idPrefix,
  labels,
  helperText = {},
  phoneRequired = false,
  name,
  email,
  phone,
  errors,
}: ContactFieldsProps) {
  return (
    <>
      <TextInput
        id={`${idPrefix}-name`}
        label={labels.name}
        autoComplete="name"
        required
        error={errors.name}
        {...name}
      />
      <TextInput
        id={`${idPrefix}-email`}
        label={labels.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        helperText={helperText.email}
        error={errors.email}
        {...email}
      />
      <TextInput
        id={`${idPrefix}-phone`}
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required={phoneRequired}
        helperText={helperText.phone}
        error={errors.phone}
        {...phone}
      />
    </>
  );
}
