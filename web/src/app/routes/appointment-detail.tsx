import { AppointmentDetail } from '../../features/appointments/components/appointment-detail';
import { RecordSessionPage } from './session-user-page';

export default function AppointmentDetailPage() {
  return (
    <RecordSessionPage param="appointmentId">
      {(id, user) => <AppointmentDetail appointmentId={id} currentUser={user} />}
    </RecordSessionPage>
  );
}
