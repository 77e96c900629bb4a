import { StaffPage } from '../../components/staff-page';
import { useBankStaffOptions } from '../../data/users/list-staff';
import { useAuthSession } from '../../features/auth/auth-session';
import { BankServicesDesk } from '../../features/bank-services/components/bank-services-desk';
import { staffProps } from './staff-props';

export default function BankServicesPage() {
  const { user } = useAuthSession();
  const staff = staffProps(useBankStaffOptions(user));
  return (
    <StaffPage>
      <BankServicesDesk currentUser={user} {...staff} />
    </StaffPage>
  );
}
