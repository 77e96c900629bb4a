import { MESSAGES } from '@centre/domain/messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/button';
import { seedDefaultUsers } from '../../features/auth/api/seed-default-users';
import { useAuthSession } from '../../features/auth/auth-session';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import type { LoginRedirectState } from '../route-guard';
import { translateMessage } from '../../lib/messages';

/** Back to the page the guard sent the user away from, or the dashboard (docs/product.md §6). */
function useRedirectTarget(): string {
  const state = useLocation().state as Partial<LoginRedirectState> | null;
  const from = state?.from;
  if (!from || from.pathname === '/login') return '/dashboard';
  return `${from.pathname}${from.search}${from.hash}`;
}

function RedirectToDashboard({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return (
    <section className="auth-page" aria-live="polite">
      <h1 className="page__title">{translateMessage(MESSAGES.redirectingToDashboard)}</h1>
    </section>
  );
}

export default function LoginPage() {
  const { t } = useTranslation('login');
  const session = useAuthSession();
  const redirectTo = useRedirectTarget();
  const [seeding, setSeeding] = useState(false);

  const onSeed = async () => {
    setSeeding(true);
    try {
      await seedDefaultUsers();
      window.alert(MESSAGES.seedSucceeded);
    } catch (error) {
      console.error('Seeding default users failed', error);
      window.alert(MESSAGES.seedFailed);
    } finally {
      setSeeding(false);
    }
  };

  // docs/product.md §2: a signed-in user is forced to the dashboard (or back where the guard found
  // them).
  if (session.status === 'signedIn' || session.status === 'loadingUser') {
    return <RedirectToDashboard to={redirectTo} />;
  }

  return (
    <AuthCard
      className="auth-page"
      titleId="login-title"
      title={t('title')}
      lead={t('lead')}
      after={
        <div className="auth-page__seed">
          <p>{t('seedPrompt')}</p>
          <Button variant="outline" loading={seeding} onClick={() => void onSeed()}>
            {t('seed')}
          </Button>
        </div>
      }
    >
      <LoginForm idPrefix="login-page" redirectTo={redirectTo} />
    </AuthCard>
  );
}
