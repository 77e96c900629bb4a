import { useRouteTitle } from '../../components/staff-page';
import { ApplicationDetailRoute } from './application-pages';

export default function ApplicationDetailPage() {
  const routeTitle = useRouteTitle();
  return <ApplicationDetailRoute basePath="/applications" listTitle={routeTitle('applications')} />;
}
