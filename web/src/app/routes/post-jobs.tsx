import { PagePlaceholder } from '../../components/page-placeholder';

export default function PostJobsPage() {
  return <PagePlaceholder />;
}
