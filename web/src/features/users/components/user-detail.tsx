import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useUser } from '../../../data/users/get-user';
import { formatDateTime } from '../../../lib/format';
import { USER_UPDATE_ERRORS } from '../utils/user-update-error-message';
import { UserAccessForms } from './user-access-forms';
import { UserAuditHistory } from './user-audit-history';
import { UserSummary } from './user-summary';
import '../users.css';

interface UserDetailProps {
  userId: string;
  currentUser: { uid: string; role: string | null };
}

function PageHeader({ title }: { title: string }) {
  return (
    <>
      <p className="page__eyebrow">
        <Link to="/users">All users</Link>
      </p>
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
    </>
  );
}

/** /users/:userId: the profile, the admin's role/status/department forms and the history. */
export function UserDetail({ userId, currentUser }: UserDetailProps) {
  const userQuery = useUser(userId);

  if (userQuery.isPending) {
    return (
      <>
        <PageHeader title="User" />
        <Spinner label="Loading user" />
      </>
    );
  }
  if (userQuery.isError) {
    return (
      <>
        <PageHeader title="User" />
        <div className="notice notice--error" role="alert">
          <p>We could not load this user. Please try again.</p>
          <Button variant="outline" size="sm" onClick={() => void userQuery.refetch()}>
            Try again
          </Button>
        </div>
      </>
    );
  }
  const user = userQuery.data;
  if (!user) {
    return (
      <>
        <PageHeader title="User" />
        <p className="notice" role="alert">
          {USER_UPDATE_ERRORS.notFound}
        </p>
      </>
    );
  }

  return (
    <>
      <PageHeader title={user.displayName || 'User'} />
      <div className="panel-grid">
        <section className="panel" aria-labelledby="user-profile-title">
          <h2 id="user-profile-title">Profile</h2>
          <UserSummary user={user}>
            <dt>Created</dt>
            <dd>{formatDateTime(user.createdAt)}</dd>
            <dt>Updated</dt>
            <dd>{formatDateTime(user.lastUpdated ?? user.updatedAt)}</dd>
          </UserSummary>
        </section>
        <section className="panel" aria-labelledby="user-access-title">
          <h2 id="user-access-title">Role, status and department</h2>
          <UserAccessForms user={user} currentUser={currentUser} />
        </section>
        <section className="panel panel-grid__wide" aria-labelledby="user-history-title">
          <h2 id="user-history-title">History</h2>
          <UserAuditHistory userId={user.uid} />
        </section>
      </div>
    </>
  );
}
