import { PagePlaceholder } from '../../components/page-placeholder';

export default function HcaApplicationDetailPage() {
  return <PagePlaceholder title="HCA Application" />;
}
