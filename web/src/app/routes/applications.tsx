import { ApplicationListRoute } from './application-pages';

export default function ApplicationsPage() {
  return <ApplicationListRoute scope="all" title="Applications" basePath="/applications" />;
}
