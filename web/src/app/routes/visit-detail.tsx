import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { StaffPage } from '../../components/staff-page';
import { useAuthSession } from '../../features/auth/auth-session';
import { VisitDetail } from '../../features/visits/components/visit-detail';

export default function VisitDetailPage() {
  const { t } = useTranslation();
  const { visitId = '' } = useParams();
  const { user } = useAuthSession();
  return (
    <StaffPage>
      {user ? (
        // key: another visit's page starts with its own forms and no old error
        <VisitDetail key={visitId} visitId={visitId} currentUser={user} />
      ) : (
        <Spinner label={t('shell.loadingSession')} />
      )}
    </StaffPage>
  );
}
