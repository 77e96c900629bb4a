import { routeTitle } from '@centre/domain/routes';
import { ApplicationDetailRoute } from './application-pages';

export default function ApplicationDetailPage() {
  return <ApplicationDetailRoute basePath="/applications" listTitle={routeTitle('applications')} />;
}
