import { PagePlaceholder } from '../../components/page-placeholder';

export default function VisitDetailPage() {
  return <PagePlaceholder />;
}
