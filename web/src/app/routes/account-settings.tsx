import { Spinner } from '../../components/spinner';
import { useAuthSession, useAuthSessionActions } from '../../features/auth/auth-session';
import { ChangePasswordForm } from '../../features/users/components/change-password-form';
import { LanguagePreferenceForm } from '../../features/users/components/language-preference-form';

export default function AccountSettingsPage() {
  const { user } = useAuthSession();
  const { recordChanged } = useAuthSessionActions();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        Account Settings
      </h1>
      {user ? (
        <div className="panel-grid">
          <div className="panel">
            <ChangePasswordForm />
          </div>
          <div className="panel">
            <LanguagePreferenceForm
              userId={user.uid}
              language={user.language}
              onSaved={(language) => recordChanged({ ...user, language })}
            />
          </div>
        </div>
      ) : (
        <Spinner label="Loading your settings" />
      )}
    </section>
  );
}
