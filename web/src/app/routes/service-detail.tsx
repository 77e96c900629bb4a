import { useParams } from 'react-router-dom';
import { ServiceDetail, ServiceNotFound } from '../../features/services/components/service-detail';

export default function ServiceDetailPage() {
  const { serviceId } = useParams();
  if (!serviceId) return <ServiceNotFound />;
  return <ServiceDetail serviceId={serviceId} />;
}
