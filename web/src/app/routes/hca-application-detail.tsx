import { useRouteTitle } from '../../components/staff-page';
import { ApplicationDetailRoute } from './application-pages';

export default function HcaApplicationDetailPage() {
  const routeTitle = useRouteTitle();
  return (
    <ApplicationDetailRoute
      basePath="/hca-applications"
      listTitle={routeTitle('hca-applications')}
    />
  );
}
