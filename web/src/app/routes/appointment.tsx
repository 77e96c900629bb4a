import { useParams } from 'react-router-dom';
import { AppointmentView } from '../../features/booking/components/appointment-view';

export default function AppointmentPage() {
  const { appointmentId = '' } = useParams();
  return <AppointmentView key={appointmentId} appointmentId={appointmentId} />;
}
