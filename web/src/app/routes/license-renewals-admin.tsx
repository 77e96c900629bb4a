import { PagePlaceholder } from '../../components/page-placeholder';

export default function LicenseRenewalsAdminPage() {
  return <PagePlaceholder />;
}
