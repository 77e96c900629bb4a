import { useParams } from 'react-router-dom';
import { useAuthSession } from '../../features/auth/auth-session';
import {
  ApplicationDetail,
  type ApplicationDetailProps,
} from '../../features/applications/components/application-detail';
import {
  ApplicationList,
  type ApplicationListProps,
} from '../../features/applications/components/application-list';
import { useStaffOptions } from '../../data/users/list-staff';
import { SessionUserPage } from './session-user-page';

// The /applications and /hca-applications pages differ only in scope, titles and paths.
// Not routes of their own.

/** Active staff for the assignee pickers and filters, as both application views take them. */
function useStaffProps() {
  const staff = useStaffOptions();
  return { staffOptions: staff.data, staffUnavailable: staff.isError };
}

export function ApplicationListRoute({
  scope,
  title,
  basePath,
}: Pick<ApplicationListProps, 'scope' | 'title' | 'basePath'>) {
  const { user } = useAuthSession();
  const staffProps = useStaffProps();
  return (
    <section className="page" aria-labelledby="page-title">
      <ApplicationList
        scope={scope}
        title={title}
        basePath={basePath}
        currentUser={user}
        {...staffProps}
      />
    </section>
  );
}

export function ApplicationDetailRoute({
  title,
  basePath,
  listTitle,
}: Pick<ApplicationDetailProps, 'basePath' | 'listTitle'> & { title: string }) {
  const { applicationId = '' } = useParams();
  const staffProps = useStaffProps();
  return (
    <SessionUserPage title={title}>
      {(user) => (
        // key: another application's page starts with fresh forms
        <ApplicationDetail
          key={applicationId}
          applicationId={applicationId}
          basePath={basePath}
          listTitle={listTitle}
          currentUser={user}
          {...staffProps}
        />
      )}
    </SessionUserPage>
  );
}
