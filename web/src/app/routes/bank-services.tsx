import { StaffPage } from '../../components/staff-page';
import { useBankStaffOptions } from '../../data/users/list-staff';
import { useAuthSession } from '../../features/auth/auth-session';
import { BankServicesDesk } from '../../features/bank-services/components/bank-services-desk';

export default function BankServicesPage() {
  const { user } = useAuthSession();
  const staff = useBankStaffOptions();
  return (
    <StaffPage>
      <BankServicesDesk
        currentUser={user}
        staffOptions={staff.data}
        staffUnavailable={staff.isError}
      />
    </StaffPage>
  );
}
