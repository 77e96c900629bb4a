import { LICENCE_RENEWAL_PATH, LICENCE_RENEWAL_SERVICE_ID } from '@centre/domain/submissions';
import { Navigate, useParams } from 'react-router-dom';
import { ApplicationFormPage } from '../../features/application-form/components/application-form-page';
import { getLiveApplicationFormEnvironment } from '../../features/application-form/live-environment';

export default function ServiceApplicationPage() {
  const { serviceId = '' } = useParams();
  // A licence renewal is requested on its own page only: one way in, one behaviour.
  if (serviceId === LICENCE_RENEWAL_SERVICE_ID)
    return <Navigate to={LICENCE_RENEWAL_PATH} replace />;
  return (
    <ApplicationFormPage serviceId={serviceId} environment={getLiveApplicationFormEnvironment()} />
  );
}
