import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { Panel } from '../../../components/panel';
import { useRouteTitle } from '../../../components/staff-page';
import { useUser } from '../../../data/users/get-user';
import { formatDateTime } from '../../../lib/format';
import { USER_UPDATE_ERRORS } from '../utils/user-update-error-message';
import { UserAccessForms } from './user-access-forms';
import { UserAuditHistory } from './user-audit-history';
import { UserSummary } from './user-summary';
import '../users.css';
import { LoadFailedNotice } from '../../../components/load-failed-notice';
import { DetailPageHeader } from '../../../components/detail-page-header';

interface UserDetailProps {
  userId: string;
  currentUser: { uid: string; role: string | null };
}

function PageHeader({ title }: { title: string }) {
  const { t } = useTranslation('users');
  return <DetailPageHeader backTo="/users" backLabel={t('detail.allUsers')} title={title} />;
}

/** /users/:userId: the profile, the admin's role/status/department forms and the history. */
export function UserDetail({ userId, currentUser }: UserDetailProps) {
  const { t } = useTranslation('users');
  // The route's title ('User'), as the route table names it.
  const pageTitle = useRouteTitle()('user-detail');
  const userQuery = useUser(userId);

  if (userQuery.isPending) {
    return (
      <>
        <PageHeader title={pageTitle} />
        <Spinner label={t('detail.loading')} />
      </>
    );
  }
  if (userQuery.isError) {
    return (
      <>
        <PageHeader title={pageTitle} />
        <LoadFailedNotice
          message={t('detail.loadError')}
          retryLabel={t('tryAgain')}
          onRetry={() => void userQuery.refetch()}
        />
      </>
    );
  }
  const user = userQuery.data;
  if (!user) {
    return (
      <>
        <PageHeader title={pageTitle} />
        <p className="notice" role="alert">
          {USER_UPDATE_ERRORS.notFound}
        </p>
      </>
    );
  }

  return (
    <>
      <PageHeader title={user.displayName || pageTitle} />
      <div className="panel-grid">
        <Panel titleId="user-profile-title" title={t('detail.profile')}>
          <UserSummary user={user}>
            <dt>{t('fields.created')}</dt>
            <dd>{formatDateTime(user.createdAt)}</dd>
            <dt>{t('fields.updated')}</dt>
            <dd>{formatDateTime(user.lastUpdated ?? user.updatedAt)}</dd>
          </UserSummary>
        </Panel>
        <Panel titleId="user-access-title" title={t('detail.access')}>
          <UserAccessForms user={user} currentUser={currentUser} />
        </Panel>
        <Panel titleId="user-history-title" title={t('detail.history')} wide>
          <UserAuditHistory userId={user.uid} />
        </Panel>
      </div>
    </>
  );
}
