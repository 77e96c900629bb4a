import { PagePlaceholder } from '../../components/page-placeholder';

export default function VisitsPage() {
  return <PagePlaceholder />;
}
