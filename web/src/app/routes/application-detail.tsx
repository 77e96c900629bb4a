import { hasPermission } from '@centre/domain/access';
import { useParams } from 'react-router-dom';
import { useRouteTitle } from '../../components/staff-page';
import { useAuthSession } from '../../features/auth/auth-session';
import { MessageAboutLink } from '../../features/messages/components/message-about-link';
import { ApplicationDetailRoute } from './application-pages';

export default function ApplicationDetailPage() {
  const routeTitle = useRouteTitle();
  const { applicationId = '' } = useParams();
  const { user } = useAuthSession();
  return (
    <>
      <ApplicationDetailRoute basePath="/applications" listTitle={routeTitle('applications')} />
      {user && hasPermission(user, 'send_messages') && (
        <MessageAboutLink kind="application" id={applicationId} />
      )}
    </>
  );
}
