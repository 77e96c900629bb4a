import { PagePlaceholder } from '../../components/page-placeholder';

export default function AppointmentsPage() {
  return <PagePlaceholder title="Appointments" />;
}
