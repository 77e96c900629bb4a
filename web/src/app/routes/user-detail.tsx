import { UserDetail } from '../../features/users/components/user-detail';
import { RecordSessionPage } from './session-user-page';

export default function UserDetailPage() {
  return (
    <RecordSessionPage param="userId">
      {(id, user) => <UserDetail userId={id} currentUser={user} />}
    </RecordSessionPage>
  );
}
