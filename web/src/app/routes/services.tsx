import { PagePlaceholder } from '../../components/page-placeholder';

export default function ServicesPage() {
  return <PagePlaceholder title="Services" />;
}
