import { MIN_PASSWORD_LENGTH } from '@centre/domain/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordFields } from '../../../components/form-new-password-fields';
import { completePasswordChange } from '../api/complete-password-change';
import { AuthCard } from './auth-card';
import { useAuthSessionActions } from '../auth-session';
import type { SessionUser } from '../machines/auth-session-machine';
import { isValueOf } from '../../../lib/is-one-of';

/** The messages are keys of the auth namespace: the form shows t(message). */
const PASSWORD_MESSAGES = {
  tooShort: 'forced.errors.tooShort',
  confirmRequired: 'forced.errors.confirmRequired',
  mismatch: 'forced.errors.mismatch',
} as const;
const isPasswordMessage = isValueOf(PASSWORD_MESSAGES);

const schema = z
  .object({
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort),
    confirmPassword: z.string().min(1, PASSWORD_MESSAGES.confirmRequired),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MESSAGES.mismatch,
  });
type Values = z.infer<typeof schema>;

/** docs/product.md §12.2: a seeded account sets its own password before it can do anything else. */
export function ForcedPasswordChange({ user }: { user: SessionUser }) {
  const { t } = useTranslation('auth');
  const { recordChanged } = useAuthSessionActions();
  const [failed, setFailed] = useState(false);
  const fieldError = (message: string | undefined) =>
    isPasswordMessage(message) ? t(message, { min: MIN_PASSWORD_LENGTH }) : message;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFailed(false);
    try {
      await completePasswordChange(user.email ?? '', newPassword);
      recordChanged({ ...user, mustChangePassword: false });
    } catch (error) {
      console.error('Password change failed', error);
      setFailed(true);
    }
  });

  return (
    <AuthCard
      className="page auth-page"
      titleId="forced-password-title"
      title={t('forced.title')}
      lead={t('forced.lead', { min: MIN_PASSWORD_LENGTH })}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <NewPasswordFields
          idPrefix="forced-"
          newPassword={register('newPassword')}
          confirmPassword={register('confirmPassword')}
          errors={{
            newPassword: { message: fieldError(errors.newPassword?.message) },
            confirmPassword: { message: fieldError(errors.confirmPassword?.message) },
          }}
        />
        <FormAlert message={failed ? t('forced.failed') : null} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('forced.save')}
        </Button>
      </form>
    </AuthCard>
  );
}
