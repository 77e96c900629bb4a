import { useSearchParams } from 'react-router-dom';
import { BookAppointmentFlow } from '../../features/booking/components/book-appointment-flow';
import { CENTRE } from '../../features/content/centre-info';

export default function BookAppointmentPage() {
  const [params] = useSearchParams();
  // ?service= is what the service pages link with; ?serviceId= is what the application form uses.
  const serviceId = params.get('service') ?? params.get('serviceId');
  return (
    <BookAppointmentFlow
      initialServiceId={serviceId}
      location={[CENTRE.name, ...CENTRE.addressLines].join(', ')}
    />
  );
}
