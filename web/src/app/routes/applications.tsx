import { PagePlaceholder } from '../../components/page-placeholder';

export default function ApplicationsPage() {
  return <PagePlaceholder title="Applications" />;
}
