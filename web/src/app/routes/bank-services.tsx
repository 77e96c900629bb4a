import { PagePlaceholder } from '../../components/page-placeholder';

export default function BankServicesPage() {
  return <PagePlaceholder />;
}
