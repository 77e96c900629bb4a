import { useSearchParams } from 'react-router-dom';
import { BookAppointmentFlow } from '../../features/booking/components/book-appointment-flow';
import { CENTRE } from '../../features/content/centre-info';
import { useHydrated } from '../../lib/use-hydrated';

export default function BookAppointmentPage() {
  const [params] = useSearchParams();
  // The page is pre-rendered at its first step, without a query string: a linked service is
  // taken once React has taken over that markup (the flow starts again with it).
  const hydrated = useHydrated();
  // ?service= is what the service pages link with; ?serviceId= is what the application form uses.
  const serviceId = hydrated ? (params.get('service') ?? params.get('serviceId')) : null;
  return (
    <BookAppointmentFlow
      key={serviceId ?? ''}
      initialServiceId={serviceId}
      location={[CENTRE.name, ...CENTRE.addressLines].join(', ')}
    />
  );
}
