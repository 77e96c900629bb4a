import { ApplicationDetailRoute } from './application-pages';

export default function ApplicationDetailPage() {
  return (
    <ApplicationDetailRoute title="Application" basePath="/applications" listTitle="Applications" />
  );
}
