import { PagePlaceholder } from '../../components/page-placeholder';

export default function HcaApplicationsPage() {
  return <PagePlaceholder title="HCA Applications" />;
}
