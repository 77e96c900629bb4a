import { PagePlaceholder } from '../../components/page-placeholder';

export default function StaffProfilePage() {
  return <PagePlaceholder title="Staff Profile" />;
}
