import { MyVisits } from '../../features/visits/components/my-visits';
import { TitledSessionUserPage } from './session-user-page';

export default function MyVisitsPage() {
  return <TitledSessionUserPage>{(user) => <MyVisits currentUser={user} />}</TitledSessionUserPage>;
}
