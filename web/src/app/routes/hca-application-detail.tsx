import { ApplicationDetailRoute } from './application-pages';

export default function HcaApplicationDetailPage() {
  return (
    <ApplicationDetailRoute
      title="HCA Application"
      basePath="/hca-applications"
      listTitle="HCA Applications"
    />
  );
}
