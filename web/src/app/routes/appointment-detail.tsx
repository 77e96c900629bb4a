import { useParams } from 'react-router-dom';
import { AppointmentDetail } from '../../features/appointments/components/appointment-detail';
import { SessionUserPage } from './session-user-page';

export default function AppointmentDetailPage() {
  const { appointmentId = '' } = useParams();
  return (
    <SessionUserPage>
      {(user) => (
        // key: another appointment's page starts with a fresh note and no old error
        <AppointmentDetail key={appointmentId} appointmentId={appointmentId} currentUser={user} />
      )}
    </SessionUserPage>
  );
}
