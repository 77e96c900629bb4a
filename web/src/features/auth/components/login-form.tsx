import { MESSAGES } from '@centre/domain/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/text-input';
import { sendPasswordReset } from '../api/send-password-reset';
import { signIn } from '../api/sign-in';
import { errorCode } from '../../../lib/error-code';
import { translateMessage } from '../../../lib/messages';
import { useStartAuthSession } from '../auth-session';

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

/**
 * Why a sign-in failed, as the visitor can act on it: Auth could not be reached (the connection,
 * or no answer in time), too many tries for now, or anything else (the credentials: Auth does not
 * say which of email or password was wrong).
 */
type SignInFailure = 'network' | 'tooManyAttempts' | 'credentials';

function signInFailure(error: unknown): SignInFailure {
  const code = errorCode(error);
  if (code === 'network-request-failed' || code === 'timeout') return 'network';
  if (code === 'too-many-requests') return 'tooManyAttempts';
  return 'credentials';
}

export function LoginForm({
  onSignedIn,
  idPrefix = 'login',
  redirectTo = '/dashboard',
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // The session (Firebase Auth, the state machine) downloads while the visitor types.
  useStartAuthSession();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
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
    setFailure(null);
    setResetStatus(null);
    try {
      await signIn(values);
    } catch (error) {
      setFailure(signInFailure(error));
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
        label={t('form.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email && t('form.emailRequired')}
        {...register('email', { required: true })}
      />
      <TextInput
        id={`${idPrefix}-password`}
        label={t('form.password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password && t('form.passwordRequired')}
        {...register('password', { required: true })}
      />
      <div className="login-form__row">
        <label className="checkbox" htmlFor={`${idPrefix}-remember`}>
          <input id={`${idPrefix}-remember`} type="checkbox" {...register('remember')} />
          {t('form.remember')}
        </label>
        <button
          type="button"
          className="link-button"
          onClick={() => void onForgotPassword()}
          disabled={resetting}
        >
          {t('form.forgot')}
        </button>
      </div>
      {resetStatus && (
        <p
          className={resetStatus.kind === 'sent' ? 'notice notice--success' : 'notice'}
          role="status"
        >
          {resetStatus.kind === 'sent' && t('form.resetSent')}
          {resetStatus.kind === 'needEmail' && t('form.resetNeedEmail')}
          {resetStatus.kind === 'failed' && t('form.resetFailed')}
        </p>
      )}
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure === 'credentials'
            ? translateMessage(MESSAGES.loginFailed)
            : t(`form.${failure}`)}
        </p>
      )}
      <Button type="submit" fullWidth size="lg" disabled={isSubmitting}>
        {isSubmitting ? translateMessage(MESSAGES.signingIn) : t('form.signIn')}
      </Button>
    </form>
  );
}
