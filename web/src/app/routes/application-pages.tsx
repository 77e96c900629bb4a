import { hasPermission } from '@centre/domain/access';
import { useParams } from 'react-router-dom';
import { StaffPage } from '../../components/staff-page';
import { useAuthSession } from '../../features/auth/auth-session';
import {
  ApplicationDetail,
  type ApplicationDetailProps,
} from '../../features/applications/components/application-detail';
import {
  ApplicationList,
  type ApplicationListProps,
} from '../../features/applications/components/application-list';
import { useApplication } from '../../data/applications/get-application';
import { useStaffOptions } from '../../data/users/list-staff';
import { NewTaskButton } from '../../features/tasks';
import { SessionUserPage } from './session-user-page';
import { staffProps } from './staff-props';

// The /applications and /hca-applications pages differ only in scope, titles and paths.
// Not routes of their own.

export function ApplicationListRoute({
  scope,
  title,
  basePath,
}: Pick<ApplicationListProps, 'scope' | 'title' | 'basePath'>) {
  const { user } = useAuthSession();
  const staff = staffProps(useStaffOptions());
  return (
    <StaffPage>
      <ApplicationList
        scope={scope}
        title={title}
        basePath={basePath}
        currentUser={user}
        {...staff}
      />
    </StaffPage>
  );
}

export function ApplicationDetailRoute({
  basePath,
  listTitle,
}: Pick<ApplicationDetailProps, 'basePath' | 'listTitle'>) {
  const { applicationId = '' } = useParams();
  const staff = staffProps(useStaffOptions());
  return (
    <SessionUserPage>
      {(user) => (
        <>
          {/* A task about this application (issue 12); the same cached read as the detail. */}
          <ApplicationTaskButton
            key={`task-${applicationId}`}
            applicationId={applicationId}
            user={user}
          />
          {/* key: another application's page starts with fresh forms */}
          <ApplicationDetail
            key={applicationId}
            applicationId={applicationId}
            basePath={basePath}
            listTitle={listTitle}
            currentUser={user}
            {...staff}
          />
        </>
      )}
    </SessionUserPage>
  );
}

/** "New task" about the application, once it has loaded (so the dialog names its reference). */
function ApplicationTaskButton({
  applicationId,
  user,
}: {
  applicationId: string;
  user: ApplicationDetailProps['currentUser'];
}) {
  const application = useApplication(applicationId, hasPermission(user, 'view_applications'));
  if (!application.data) return null;
  return (
    <NewTaskButton
      currentUser={user}
      relatedTo={{ kind: 'application', id: applicationId }}
      relatedLabel={application.data.reference ?? undefined}
    />
  );
}
