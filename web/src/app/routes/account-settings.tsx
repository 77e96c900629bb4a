import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { StaffPage } from '../../components/staff-page';
import { useAuthSession, useAuthSessionActions } from '../../features/auth/auth-session';
import { ChangePasswordForm } from '../../features/users/components/change-password-form';
import { DigestPreferenceForm } from '../../features/users/components/digest-preference-form';
import { LanguagePreferenceForm } from '../../features/users/components/language-preference-form';

export default function AccountSettingsPage() {
  const { t } = useTranslation('users');
  const { user } = useAuthSession();
  const { recordChanged } = useAuthSessionActions();
  return (
    <StaffPage>
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
          <div className="panel">
            <DigestPreferenceForm
              userId={user.uid}
              dailyDigest={user.dailyDigest}
              onSaved={(dailyDigest) => recordChanged({ ...user, dailyDigest })}
            />
          </div>
        </div>
      ) : (
        <Spinner label={t('page.loadingSettings')} />
      )}
    </StaffPage>
  );
}
