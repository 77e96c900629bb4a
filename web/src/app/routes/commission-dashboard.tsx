import { CommissionDashboard } from '../../features/commissions/components/commission-dashboard';
import { TitledSessionUserPage } from './session-user-page';

export default function CommissionDashboardPage() {
  return (
    <TitledSessionUserPage>
      {(user) => <CommissionDashboard currentUser={user} />}
    </TitledSessionUserPage>
  );
}
