import { PagePlaceholder } from '../../components/page-placeholder';

export default function CommissionDashboardPage() {
  return <PagePlaceholder />;
}
