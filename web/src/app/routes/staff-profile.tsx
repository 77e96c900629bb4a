import { Spinner } from '../../components/spinner';
import { useAuthSession } from '../../features/auth/auth-session';
import { StaffProfile } from '../../features/users/components/staff-profile';

export default function StaffProfilePage() {
  const { user } = useAuthSession();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        Staff Profile
      </h1>
      {user ? <StaffProfile user={user} /> : <Spinner label="Loading your profile" />}
    </section>
  );
}
