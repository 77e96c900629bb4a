import { PagePlaceholder } from '../../components/page-placeholder';

export default function BankingPage() {
  return <PagePlaceholder />;
}
