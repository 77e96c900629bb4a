import { PagePlaceholder } from '../../components/page-placeholder';

export default function AppointmentPage() {
  return <PagePlaceholder title="Your Appointment" />;
}
