import { routeTitle } from '@centre/domain/routes';
import { ApplicationListRoute } from './application-pages';

export default function HcaApplicationsPage() {
  return (
    <ApplicationListRoute
      scope="hca"
      title={routeTitle('hca-applications')}
      basePath="/hca-applications"
    />
  );
}
