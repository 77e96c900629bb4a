import { routeTitle } from '@centre/domain/routes';
import { ApplicationListRoute } from './application-pages';

export default function ApplicationsPage() {
  return (
    <ApplicationListRoute scope="all" title={routeTitle('applications')} basePath="/applications" />
  );
}
