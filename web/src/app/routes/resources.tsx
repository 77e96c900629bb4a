import { PagePlaceholder } from '../../components/page-placeholder';

export default function ResourcesPage() {
  return <PagePlaceholder title="Resources" />;
}
