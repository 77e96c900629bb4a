import { ApplicationListRoute } from './application-pages';

export default function HcaApplicationsPage() {
  return <ApplicationListRoute scope="hca" title="HCA Applications" basePath="/hca-applications" />;
}
