import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from './text-input';

interface ReferenceFieldsProps {
  /** ids become `${idPrefix}-reference` and `${idPrefix}-date-of-birth` */
  idPrefix: string;
  referenceLabel: string;
  /** The date of birth's label, in the page's language. */
  dateOfBirthLabel: string;
  referenceHelperText?: string;
  referenceClassName?: string;
  reference: UseFormRegisterReturn;
  dateOfBirth: UseFormRegisterReturn;
  /** react-hook-form's errors (other fields' errors are ignored) */
  errors: { reference?: { message?: string }; dateOfBirth?: { message?: string } };
}

/** Reference + date of birth: how the public names an application without an account. */
export function ReferenceFields({
  idPrefix,
  referenceLabel,
  dateOfBirthLabel,
  referenceHelperText,
  referenceClassName,
  reference,
  dateOfBirth,
  errors,
}: ReferenceFieldsProps) {
  return (
    <>
      <TextInput
        id={`${idPrefix}-reference`}
        label={referenceLabel}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        className={referenceClassName}
        helperText={referenceHelperText}
        error={errors.reference?.message}
        {...reference}
      />
      <TextInput
        id={`${idPrefix}-date-of-birth`}
        label={dateOfBirthLabel}
        type="date"
        autoComplete="bday"
        required
        error={errors.dateOfBirth?.message}
        {...dateOfBirth}
      />
    </>
  );
}
