import { MIN_PASSWORD_LENGTH, USER_MESSAGES } from '@centre/domain/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordFields } from '../../../components/form-new-password-fields';
import { TextInput } from '../../../components/text-input';
import { changeOwnPassword } from '../api/change-own-password';
import { passwordChangeError } from '../utils/password-change-error-message';
import { zodResolver } from '@hookform/resolvers/zod';
import '../users.css';

export const PASSWORD_FORM_MESSAGES = {
  currentRequired: 'Enter your current password.',
  confirmRequired: 'Confirm your new password.',
  mismatch: 'Passwords do not match.',
  sameAsCurrent: 'The new password must be different from the current one.',
  changed: 'Your password has been changed.',
} as const;

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
    if (!values.currentPassword) issue('currentPassword', PASSWORD_FORM_MESSAGES.currentRequired);
    if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
      issue('newPassword', USER_MESSAGES.passwordTooShort);
    } else if (values.newPassword === values.currentPassword) {
      issue('newPassword', PASSWORD_FORM_MESSAGES.sameAsCurrent);
    }
    if (!values.confirmPassword) issue('confirmPassword', PASSWORD_FORM_MESSAGES.confirmRequired);
    else if (values.confirmPassword !== values.newPassword) {
      issue('confirmPassword', PASSWORD_FORM_MESSAGES.mismatch);
    }
  });

const resolver = zodResolver(passwordSchema);

/** Change password: the current one again (Firebase requires it), then the new one twice. */
export function ChangePasswordForm() {
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
      <h2 id="change-password-title">Change password</h2>
      <TextInput
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordFields
        newPassword={register('newPassword')}
        confirmPassword={register('confirmPassword')}
        errors={errors}
        helperText={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <FormAlert message={formError} />
      {changed && (
        <p className="notice notice--success" role="status">
          {PASSWORD_FORM_MESSAGES.changed}
        </p>
      )}
      <Button type="submit" loading={isSubmitting}>
        Change password
      </Button>
    </form>
  );
}
