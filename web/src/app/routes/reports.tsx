import { PagePlaceholder } from '../../components/page-placeholder';

export default function ReportsPage() {
  return <PagePlaceholder />;
}
