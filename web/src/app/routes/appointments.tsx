import { StaffPage } from '../../components/staff-page';
import { useAuthSession } from '../../features/auth/auth-session';
import { AppointmentsPage as AppointmentsScreen } from '../../features/appointments/components/appointments-page';

export default function AppointmentsPage() {
  const { user } = useAuthSession();
  return (
    <StaffPage>
      <AppointmentsScreen currentUser={user} />
    </StaffPage>
  );
}
