import { PagePlaceholder } from '../../components/page-placeholder';

export default function AppointmentDetailPage() {
  return <PagePlaceholder title="Appointment" />;
}
