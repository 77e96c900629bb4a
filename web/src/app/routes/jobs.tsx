import { PagePlaceholder } from '../../components/page-placeholder';

export default function JobsPage() {
  return <PagePlaceholder />;
}
