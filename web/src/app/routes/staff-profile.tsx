import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { StaffPage } from '../../components/staff-page';
import { useAuthSession } from '../../features/auth/auth-session';
import { StaffProfile } from '../../features/users/components/staff-profile';

export default function StaffProfilePage() {
  const { t } = useTranslation('users');
  const { user } = useAuthSession();
  return (
    <StaffPage>
      {user ? <StaffProfile user={user} /> : <Spinner label={t('page.loadingProfile')} />}
    </StaffPage>
  );
}
