import { StaffPage } from '../../components/staff-page';
import { useStaffOptions } from '../../data/users/list-staff';
import { useAuthSession } from '../../features/auth/auth-session';
import { LicenceRenewalList } from '../../features/licence-renewals/components/licence-renewal-list';
import { staffProps } from './staff-props';

export default function LicenseRenewalsAdminPage() {
  const { user } = useAuthSession();
  const staff = staffProps(useStaffOptions());
  return (
    <StaffPage>
      <LicenceRenewalList currentUser={user} {...staff} />
    </StaffPage>
  );
}
