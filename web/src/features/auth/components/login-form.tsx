import { MESSAGES } from '@centre/domain/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/text-input';
import { sendPasswordReset } from '../api/send-password-reset';
import { signIn } from '../api/sign-in';
import { translateMessage } from '../../../lib/messages';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

interface LoginFormProps {
  /** Called after a successful sign-in, before navigating to the dashboard (closes the modal). */
  onSignedIn?: () => void;
  /** Prefix for element ids, so the modal and the /login page never share one. */
  idPrefix?: string;
  /** Where to go after signing in (the guard's original location); the dashboard by default. */
  redirectTo?: string;
}

type ResetStatus = { kind: 'sent' } | { kind: 'needEmail' } | { kind: 'failed' } | null;

export function LoginForm({
  onSignedIn,
  idPrefix = 'login',
  redirectTo = '/dashboard',
}: LoginFormProps) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [resetStatus, setResetStatus] = useState<ResetStatus>(null);
  const [resetting, setResetting] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { isSubmitting, errors },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '', remember: true } });

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    setResetStatus(null);
    try {
      await signIn(values);
    } catch {
      setFailed(true);
      return;
    }
    onSignedIn?.();
    await navigate(redirectTo, { replace: true });
  });

  const onForgotPassword = async () => {
    const email = getValues('email').trim();
    if (!email) {
      setResetStatus({ kind: 'needEmail' });
      setFocus('email');
      return;
    }
    setResetting(true);
    try {
      await sendPasswordReset(email);
      setResetStatus({ kind: 'sent' });
    } catch {
      setResetStatus({ kind: 'failed' });
    } finally {
      setResetting(false);
    }
  };

  return (
    <form className="login-form" onSubmit={(event) => void onSubmit(event)}>
      <TextInput
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email && 'Email is required.'}
        {...register('email', { required: true })}
      />
      <TextInput
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password && 'Password is required.'}
        {...register('password', { required: true })}
      />
      <div className="login-form__row">
        <label className="checkbox" htmlFor={`${idPrefix}-remember`}>
          <input id={`${idPrefix}-remember`} type="checkbox" {...register('remember')} />
          Remember me
        </label>
        <button
          type="button"
          className="link-button"
          onClick={() => void onForgotPassword()}
          disabled={resetting}
        >
          Forgot your password?
        </button>
      </div>
      {resetStatus && (
        <p
          className={resetStatus.kind === 'sent' ? 'notice notice--success' : 'notice'}
          role="status"
        >
          {resetStatus.kind === 'sent' && 'Password reset email sent.'}
          {resetStatus.kind === 'needEmail' &&
            'Enter your email address above, then choose Forgot your password? again.'}
          {resetStatus.kind === 'failed' &&
            'We could not send a password reset email. Please try again.'}
        </p>
      )}
      {failed && (
        <p className="notice notice--error" role="alert">
          {translateMessage(MESSAGES.loginFailed)}
        </p>
      )}
      <Button type="submit" fullWidth size="lg" disabled={isSubmitting}>
        {isSubmitting ? MESSAGES.signingIn : 'Sign In'}
      </Button>
    </form>
  );
}
