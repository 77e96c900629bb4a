import { PagePlaceholder } from '../../components/page-placeholder';

export default function BankClientPage() {
  return <PagePlaceholder />;
}
