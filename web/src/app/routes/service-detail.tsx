import { PagePlaceholder } from '../../components/page-placeholder';

export default function ServiceDetailPage() {
  return <PagePlaceholder title="Service" />;
}
