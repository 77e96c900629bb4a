import { useParams } from 'react-router-dom';
import { ApplicationFormPage } from '../../features/application-form/components/application-form-page';
import { getLiveApplicationFormEnvironment } from '../../features/application-form/live-environment';

export default function ServiceApplicationPage() {
  const { serviceId = '' } = useParams();
  return (
    <ApplicationFormPage serviceId={serviceId} environment={getLiveApplicationFormEnvironment()} />
  );
}
