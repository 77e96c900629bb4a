import { PagePlaceholder } from '../../components/page-placeholder';

export default function ApplicationDetailPage() {
  return <PagePlaceholder title="Application" />;
}
