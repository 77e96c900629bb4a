import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { StaffPage } from '../../components/staff-page';
import { useAuthSession } from '../../features/auth/auth-session';
import { MyVisits } from '../../features/visits/components/my-visits';

export default function MyVisitsPage() {
  const { t } = useTranslation();
  const { user } = useAuthSession();
  return (
    <StaffPage>
      {user ? <MyVisits currentUser={user} /> : <Spinner label={t('shell.loadingSession')} />}
    </StaffPage>
  );
}
