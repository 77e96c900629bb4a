import { ReportsView } from '../../features/reports/components/reports-view';
import { TitledSessionUserPage } from './session-user-page';

export default function ReportsPage() {
  return (
    <TitledSessionUserPage>{(user) => <ReportsView currentUser={user} />}</TitledSessionUserPage>
  );
}
