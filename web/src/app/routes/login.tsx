import { MESSAGES } from '@centre/domain/messages';
import { useState } from 'react';
import { Button } from '../../components/button';
import { seedDefaultUsers } from '../../features/auth/api/seed-default-users';
import { LoginForm } from '../../features/auth/components/login-form';

export default function LoginPage() {
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

  return (
    <section className="auth-page" aria-labelledby="login-title">
      <div className="card auth-page__card">
        <h1 id="login-title" className="page__title">
          Sign in
        </h1>
        <p className="page__lead">Staff sign-in for the Jamii Service Centre back office.</p>
        <LoginForm idPrefix="login-page" />
      </div>
      <div className="auth-page__seed">
        <p>Setting up a new environment? Create the default staff accounts.</p>
        <Button variant="outline" loading={seeding} onClick={() => void onSeed()}>
          Initialize Default Users
        </Button>
      </div>
    </section>
  );
}
