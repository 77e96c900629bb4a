import { useParams } from 'react-router-dom';
import { UserDetail } from '../../features/users/components/user-detail';
import { SessionUserPage } from './session-user-page';

export default function UserDetailPage() {
  const { userId = '' } = useParams();
  return (
    <SessionUserPage>
      {(user) => (
        // key: another user's page starts with fresh forms
        <UserDetail key={userId} userId={userId} currentUser={user} />
      )}
    </SessionUserPage>
  );
}
