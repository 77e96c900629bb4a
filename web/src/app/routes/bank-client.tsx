import { useParams } from 'react-router-dom';
import { useBankStaffOptions } from '../../data/users/list-staff';
import { BankClientDetail } from '../../features/bank-client/components/bank-client-detail';
import { SessionUserPage } from './session-user-page';

export default function BankClientPage() {
  const { clientId = '' } = useParams();
  const staff = useBankStaffOptions();
  return (
    <SessionUserPage>
      {(user) => (
        // key: another client's page starts with fresh forms
        <BankClientDetail
          key={clientId}
          clientId={clientId}
          currentUser={user}
          staffOptions={staff.data}
          staffUnavailable={staff.isError}
        />
      )}
    </SessionUserPage>
  );
}
