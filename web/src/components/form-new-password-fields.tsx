import { MIN_PASSWORD_LENGTH } from '@centre/domain/users';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
}

/** The new password and the same again, as every password form asks for them. */
export function NewPasswordFields({
  idPrefix = '',
  newPassword,
  confirmPassword,
  errors,
  helperText,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        id={`${idPrefix}new-password`}
        label={t('password.new')}
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
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...confirmPassword}
      />
    </>
  );
}
