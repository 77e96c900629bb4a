import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { StaffPage } from '../../components/staff-page';
import { useAuthSession } from '../../features/auth/auth-session';
import { VisitsBoard } from '../../features/visits/components/visits-board';

export default function VisitsPage() {
  const { t } = useTranslation();
  const { user } = useAuthSession();
  return (
    <StaffPage>
      {user ? <VisitsBoard currentUser={user} /> : <Spinner label={t('shell.loadingSession')} />}
    </StaffPage>
  );
}
