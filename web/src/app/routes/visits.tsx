import { VisitsBoard } from '../../features/visits/components/visits-board';
import { TitledSessionUserPage } from './session-user-page';

export default function VisitsPage() {
  return (
    <TitledSessionUserPage>{(user) => <VisitsBoard currentUser={user} />}</TitledSessionUserPage>
  );
}
