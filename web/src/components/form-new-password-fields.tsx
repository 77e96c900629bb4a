import { MIN_PASSWORD_LENGTH } from '@centre/domain/users';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from './text-input';

interface NewPasswordFieldsProps {
  /** ids become `${idPrefix}new-password` and `${idPrefix}confirm-password` */
  idPrefix?: string;
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  /** react-hook-form's errors (other fields' errors are ignored) */
  errors: { newPassword?: { message?: string }; confirmPassword?: { message?: string } };
  /** shown under the new password */
  helperText?: string;
  /** the fields' labels when the form passes its translation; English otherwise */
  labels?: { newPassword: string; confirmPassword: string };
}

/** The new password and the same again, as every password form asks for them. */
export function NewPasswordFields({
  idPrefix = '',
  newPassword,
  confirmPassword,
  errors,
  helperText,
  labels = { newPassword: 'New password', confirmPassword: 'Confirm new password' },
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextInput
        id={`${idPrefix}new-password`}
        label={labels.newPassword}
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        helperText={helperText}
        error={errors.newPassword?.message}
        {...newPassword}
      />
      <TextInput
        id={`${idPrefix}confirm-password`}
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...confirmPassword}
      />
    </>
  );
}
