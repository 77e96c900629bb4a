import { PagePlaceholder } from '../../components/page-placeholder';

export default function AccountSettingsPage() {
  return <PagePlaceholder title="Account Settings" />;
}
