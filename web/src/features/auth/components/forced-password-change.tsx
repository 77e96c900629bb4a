import { MIN_PASSWORD_LENGTH } from '@centre/domain/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordFields } from '../../../components/form-new-password-fields';
import { completePasswordChange } from '../api/complete-password-change';
import { useAuthSessionActions } from '../auth-session';
import type { SessionUser } from '../machines/auth-session-machine';

const schema = z
  .object({
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`),
    confirmPassword: z.string().min(1, 'Type the new password again.'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords do not match.',
  });
type Values = z.infer<typeof schema>;

/** PRODUCT S2: a seeded account sets its own password before it can do anything else. */
export function ForcedPasswordChange({ user }: { user: SessionUser }) {
  const { recordChanged } = useAuthSessionActions();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await completePasswordChange(user.email ?? '', newPassword);
      recordChanged({ ...user, mustChangePassword: false });
    } catch (error) {
      console.error('Password change failed', error);
      setFailure('Your password could not be changed. Please try again.');
    }
  });

  return (
    <section className="page auth-page" aria-labelledby="forced-password-title">
      <div className="card auth-page__card">
        <h1 id="forced-password-title" className="page__title">
          Set a new password
        </h1>
        <p className="page__lead">
          Your account was created with a shared password. Choose your own password of at least{' '}
          {MIN_PASSWORD_LENGTH} characters before you continue.
        </p>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <NewPasswordFields
            idPrefix="forced-"
            newPassword={register('newPassword')}
            confirmPassword={register('confirmPassword')}
            errors={errors}
          />
          <FormAlert message={failure} />
          <Button type="submit" loading={isSubmitting} fullWidth>
            Save new password
          </Button>
        </form>
      </div>
    </section>
  );
}
