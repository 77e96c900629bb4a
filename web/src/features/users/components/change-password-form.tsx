import { MIN_PASSWORD_LENGTH, USER_MESSAGES } from '@centre/domain/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordFields } from '../../../components/form-new-password-fields';
import { TextInput } from '../../../components/text-input';
import { changeOwnPassword } from '../api/change-own-password';
import { passwordChangeError } from '../utils/password-change-error-message';
import { zodResolver } from '@hookform/resolvers/zod';
import '../users.css';
import { isValueOf } from '../../../lib/is-one-of';

/**
 * The form's own checks report translation keys (`users` namespace), shown with t() at display
 * time; the domain's and the server's messages arrive as text (translated centrally).
 */
const FORM_ERROR_KEYS = {
  currentRequired: 'password.errors.currentRequired',
  confirmRequired: 'password.errors.confirmRequired',
  mismatch: 'password.errors.mismatch',
  sameAsCurrent: 'password.errors.sameAsCurrent',
} as const;
const isFormErrorKey = isValueOf(FORM_ERROR_KEYS);

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

// The cross-field checks run in superRefine so that they report even while another field has
// its own problem (an object's refine would wait for every field to pass first).
const passwordSchema = z
  .object({
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((values, context) => {
    const issue = (path: keyof PasswordValues, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!values.currentPassword) issue('currentPassword', FORM_ERROR_KEYS.currentRequired);
    if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
      issue('newPassword', USER_MESSAGES.passwordTooShort);
    } else if (values.newPassword === values.currentPassword) {
      issue('newPassword', FORM_ERROR_KEYS.sameAsCurrent);
    }
    if (!values.confirmPassword) issue('confirmPassword', FORM_ERROR_KEYS.confirmRequired);
    else if (values.confirmPassword !== values.newPassword) {
      issue('confirmPassword', FORM_ERROR_KEYS.mismatch);
    }
  });

const resolver = zodResolver(passwordSchema);

/** Change password: the current one again (Firebase requires it), then the new one twice. */
export function ChangePasswordForm() {
  const { t } = useTranslation('users');
  const text = (message: string | undefined) =>
    message && isFormErrorKey(message) ? t(message) : message;
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    resolver,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    setChanged(false);
    try {
      await changeOwnPassword({ currentPassword, newPassword });
    } catch (error) {
      const { field, message } = passwordChangeError(error);
      if (field === 'form') setFormError(message);
      else setError(field, { type: 'server', message }, { shouldFocus: true });
      return;
    }
    reset();
    setChanged(true);
  });

  return (
    <form
      className="settings-form"
      noValidate
      aria-labelledby="change-password-title"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="change-password-title">{t('password.title')}</h2>
      <TextInput
        id="current-password"
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        required
        error={text(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <NewPasswordFields
        newPassword={register('newPassword')}
        confirmPassword={register('confirmPassword')}
        errors={{
          newPassword: { message: text(errors.newPassword?.message) },
          confirmPassword: { message: text(errors.confirmPassword?.message) },
        }}
        helperText={t('password.help', { min: MIN_PASSWORD_LENGTH })}
      />
      <FormAlert message={formError} />
      {changed && (
        <p className="notice notice--success" role="status">
          {t('password.changed')}
        </p>
      )}
      <Button type="submit" loading={isSubmitting}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
