import { routeTitle } from '@centre/domain/routes';
import { ApplicationDetailRoute } from './application-pages';

export default function HcaApplicationDetailPage() {
  return (
    <ApplicationDetailRoute
      basePath="/hca-applications"
      listTitle={routeTitle('hca-applications')}
    />
  );
}
