import { useAuthSession } from '../../features/auth/auth-session';
import { ApplicationList } from '../../features/applications/components/application-list';
import { useStaffOptions } from '../../features/users/api/get-staff';

export default function ApplicationsPage() {
  const { user } = useAuthSession();
  const staff = useStaffOptions();
  return (
    <section className="page" aria-labelledby="page-title">
      <ApplicationList
        scope="all"
        title="Applications"
        basePath="/applications"
        currentUser={user}
        staffOptions={staff.data}
        staffUnavailable={staff.isError}
      />
    </section>
  );
}
