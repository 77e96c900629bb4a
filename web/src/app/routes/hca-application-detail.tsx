import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { useAuthSession } from '../../features/auth/auth-session';
import { ApplicationDetail } from '../../features/applications/components/application-detail';
import { useStaffOptions } from '../../features/users/api/get-staff';

export default function HcaApplicationDetailPage() {
  const { applicationId = '' } = useParams();
  const { user } = useAuthSession();
  const staff = useStaffOptions();
  return (
    <section className="page" aria-labelledby="page-title">
      {user ? (
        // key: another application's page starts with fresh forms
        <ApplicationDetail
          key={applicationId}
          applicationId={applicationId}
          basePath="/hca-applications"
          listTitle="HCA Applications"
          currentUser={user}
          staffOptions={staff.data}
          staffUnavailable={staff.isError}
        />
      ) : (
        <>
          <h1 id="page-title" className="page__title">
            HCA Application
          </h1>
          <Spinner label="Loading your session" />
        </>
      )}
    </section>
  );
}
