import { PagePlaceholder } from '../../components/page-placeholder';

export default function LicenseRenewalPage() {
  return <PagePlaceholder />;
}
