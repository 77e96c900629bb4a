import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { useAuthSession } from '../../features/auth/auth-session';
import { AppointmentDetail } from '../../features/appointments/components/appointment-detail';

export default function AppointmentDetailPage() {
  const { appointmentId = '' } = useParams();
  const { user } = useAuthSession();
  return (
    <section className="page" aria-labelledby="page-title">
      {user ? (
        // key: another appointment's page starts with a fresh note and no old error
        <AppointmentDetail key={appointmentId} appointmentId={appointmentId} currentUser={user} />
      ) : (
        <>
          <h1 id="page-title" className="page__title">
            Appointment
          </h1>
          <Spinner label="Loading your session" />
        </>
      )}
    </section>
  );
}
