import { PagePlaceholder } from '../../components/page-placeholder';

export default function JobDetailPage() {
  return <PagePlaceholder />;
}
