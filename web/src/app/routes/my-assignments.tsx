import { MyAssignments } from '../../features/assignments/components/my-assignments';
import { TitledSessionUserPage } from './session-user-page';

export default function MyAssignmentsPage() {
  return (
    <TitledSessionUserPage>{(user) => <MyAssignments currentUser={user} />}</TitledSessionUserPage>
  );
}
