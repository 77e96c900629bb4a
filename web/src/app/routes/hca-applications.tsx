import { useRouteTitle } from '../../components/staff-page';
import { ApplicationListRoute } from './application-pages';

export default function HcaApplicationsPage() {
  const routeTitle = useRouteTitle();
  return (
    <ApplicationListRoute
      scope="hca"
      title={routeTitle('hca-applications')}
      basePath="/hca-applications"
    />
  );
}
