import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { StaffPage } from '../../components/staff-page';
import { useAuthSession } from '../../features/auth/auth-session';
import { VisitorRegistration } from '../../features/front-desk/components/visitor-registration';

export default function VisitorRegistrationPage() {
  const { t } = useTranslation();
  const { user } = useAuthSession();
  return (
    <StaffPage>
      {user ? (
        <VisitorRegistration currentUser={user} />
      ) : (
        <Spinner label={t('shell.loadingSession')} />
      )}
    </StaffPage>
  );
}
