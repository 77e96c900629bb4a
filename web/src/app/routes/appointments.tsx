import { useAuthSession } from '../../features/auth/auth-session';
import { AppointmentsPage as AppointmentsScreen } from '../../features/appointments/components/appointments-page';

export default function AppointmentsPage() {
  const { user } = useAuthSession();
  return (
    <section className="page" aria-labelledby="page-title">
      <AppointmentsScreen currentUser={user} />
    </section>
  );
}
