import { hasPermission } from '@centre/domain/access';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { StaffPage } from '../../components/staff-page';
import { useAuthSession } from '../../features/auth/auth-session';
import { useVisit } from '../../data/visits/get-visit';
import type { SessionUser } from '../../features/auth/machines/auth-session-machine';
import { NewTaskButton } from '../../features/tasks';
import { VisitDetail } from '../../features/visits/components/visit-detail';

export default function VisitDetailPage() {
  const { t } = useTranslation();
  const { visitId = '' } = useParams();
  const { user } = useAuthSession();
  return (
    <StaffPage
      // A task about this visit (issue 12), beside the title; the same cached read as the detail.
      actions={user && <VisitTaskButton key={`task-${visitId}`} visitId={visitId} user={user} />}
    >
      {user ? (
        // key: another visit's page starts with its own forms and no old error
        <VisitDetail key={visitId} visitId={visitId} currentUser={user} />
      ) : (
        <Spinner label={t('shell.loadingSession')} />
      )}
    </StaffPage>
  );
}

/** "New task" about the visit, once it has loaded (so the dialog names its ticket). */
function VisitTaskButton({ visitId, user }: { visitId: string; user: SessionUser }) {
  const visit = useVisit(visitId, hasPermission(user, 'view_visit_management'));
  if (!visit.data) return null;
  return (
    <NewTaskButton
      currentUser={user}
      relatedTo={{ kind: 'visit', id: visitId }}
      relatedLabel={[visit.data.ticket, visit.data.visitorName].filter(Boolean).join(' · ')}
    />
  );
}
