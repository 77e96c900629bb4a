import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { useAuthSession } from '../../features/auth/auth-session';
import { UserDetail } from '../../features/users/components/user-detail';

export default function UserDetailPage() {
  const { userId = '' } = useParams();
  const { user } = useAuthSession();
  return (
    <section className="page" aria-labelledby="page-title">
      {user ? (
        // key: another user's page starts with fresh forms
        <UserDetail key={userId} userId={userId} currentUser={user} />
      ) : (
        <>
          <h1 id="page-title" className="page__title">
            User
          </h1>
          <Spinner label="Loading your session" />
        </>
      )}
    </section>
  );
}
