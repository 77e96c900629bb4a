import { StaffPage } from '../../components/staff-page';
import { useStaffOptions } from '../../data/users/list-staff';
import { useAuthSession } from '../../features/auth/auth-session';
import { LicenceRenewalList } from '../../features/licence-renewals/components/licence-renewal-list';

export default function LicenseRenewalsAdminPage() {
  const { user } = useAuthSession();
  const staff = useStaffOptions();
  return (
    <StaffPage>
      <LicenceRenewalList
        currentUser={user}
        staffOptions={staff.data}
        staffUnavailable={staff.isError}
      />
    </StaffPage>
  );
}
