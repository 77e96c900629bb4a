import { useRouteTitle } from '../../components/staff-page';
import { ApplicationListRoute } from './application-pages';

export default function ApplicationsPage() {
  const routeTitle = useRouteTitle();
  return (
    <ApplicationListRoute scope="all" title={routeTitle('applications')} basePath="/applications" />
  );
}
