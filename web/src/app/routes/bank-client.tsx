import { useBankStaffOptions } from '../../data/users/list-staff';
import { useAuthSession } from '../../features/auth/auth-session';
import { BankClientDetail } from '../../features/bank-client/components/bank-client-detail';
import { RecordSessionPage } from './session-user-page';
import { staffProps } from './staff-props';

export default function BankClientPage() {
  const staff = staffProps(useBankStaffOptions(useAuthSession().user));
  return (
    <RecordSessionPage param="clientId">
      {(clientId, user) => <BankClientDetail clientId={clientId} currentUser={user} {...staff} />}
    </RecordSessionPage>
  );
}
