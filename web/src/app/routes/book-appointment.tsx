import { PagePlaceholder } from '../../components/page-placeholder';

export default function BookAppointmentPage() {
  return <PagePlaceholder title="Book an Appointment" />;
}
